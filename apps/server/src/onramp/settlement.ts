import type { FastifyBaseLogger } from "fastify";
import { type Address, getAddress, type Hash } from "viem";
import type { OnrampOrderRow } from "../db/schema.js";
import { DELIVERY_FAILED, DELIVERY_REVERTED } from "./onrampService.js";
import type { OrderStore } from "./orderStore.js";
import type { Treasury } from "./treasury.js";

/** How long a checkout waits for the delivery to be mined before answering "on its way". */
const ANSWER_WAIT_MS = 5_000;
/** How long the delivery is watched after that, in the background. */
const BACKGROUND_WAIT_MS = 10 * 60_000;

/**
 * Settles a paid order (the caller claimed it: created → paid): the treasury sends the
 * purchase to the buyer, the hash is recorded, and the order completes once it is mined, or
 * fails. Answers the order as it stands when the short wait ends; a longer wait continues in
 * the background (and the status route settles it on read if this process goes away).
 */
export async function settle(
  order: OnrampOrderRow,
  store: OrderStore,
  treasury: Treasury,
  log: FastifyBaseLogger,
): Promise<OnrampOrderRow> {
  let hash: Hash;
  try {
    hash = await treasury.send({
      chainId: order.chainId,
      to: getAddress(order.destination),
      token: order.assetAddress === null ? null : (getAddress(order.assetAddress) as Address),
      units: BigInt(order.purchaseUnits),
    });
  } catch (error) {
    log.error({ err: error, orderId: order.id }, "onramp delivery could not be sent");
    await store.finish(order.id, { ok: false, failure: DELIVERY_FAILED });
    return (await store.get(order.id)) ?? order;
  }
  await store.recordDelivery(order.id, hash);
  const finish = async (status: "success" | "reverted" | undefined) => {
    if (status === undefined) return false;
    await store.finish(
      order.id,
      status === "success" ? { ok: true } : { ok: false, failure: DELIVERY_REVERTED },
    );
    return true;
  };
  if (!(await finish(await treasury.outcome(order.chainId, hash, ANSWER_WAIT_MS)))) {
    void treasury
      .outcome(order.chainId, hash, BACKGROUND_WAIT_MS)
      .then(finish)
      .catch((error: unknown) =>
        log.error({ err: error, orderId: order.id }, "onramp wait failed"),
      );
  }
  return (await store.get(order.id)) ?? order;
}
