import * as v from "valibot";
import { defineRoute } from "../http/route.js";

/**
 * The development mailbox: without SMTP_URL and outside production the server keeps the mails
 * it sends (login codes among them) and shows them only to a client on its own machine.
 * `GET /dev/mailbox.json?to=` answers them newest first, `GET /dev/mailbox` as a page.
 */
export const devMailboxRoute = defineRoute({
  method: "GET",
  path: "/dev/mailbox.json",
  response: v.object({
    messages: v.array(
      v.object({
        id: v.number(),
        to: v.string(),
        subject: v.string(),
        text: v.string(),
        html: v.string(),
        sentAt: v.string(),
      }),
    ),
  }),
});
export const devMailboxPageRoute = defineRoute({
  method: "GET",
  path: "/dev/mailbox",
  response: v.string(),
});

/**
 * `GET /bench/hello` → `{ hello: "world" }`: the cheapest route the server can serve, the
 * baseline `bench/api.mjs` measures the others against; only with `FOYER_BENCH_HELLO=1`.
 */
export const benchHelloRoute = defineRoute({
  method: "GET",
  path: "/bench/hello",
  response: v.object({ hello: v.literal("world") }),
});
