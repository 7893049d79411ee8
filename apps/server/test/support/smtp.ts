import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface Delivery {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port, keeping what it receives. */
export async function startSmtp(): Promise<{
  url: string;
  deliveries: Delivery[];
  close(): Promise<void>;
}> {
  const deliveries: Delivery[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no self-signed STARTTLS for nodemailer to reject.
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const from = session.envelope.mailFrom;
        deliveries.push({
          from: from === false ? undefined : from.address,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    deliveries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
