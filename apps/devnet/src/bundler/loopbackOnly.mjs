// Preloaded into the bundler (node --import): alto calls listen() with host 0.0.0.0 and has no
// option to change it, and nothing we start may be reachable beyond loopback. Every server in the
// process is pinned to 127.0.0.1, whatever host it asked for.
import net from "node:net";

const LOOPBACK = "127.0.0.1";
const listen = net.Server.prototype.listen;

net.Server.prototype.listen = function listenOnLoopback(...args) {
  const [first, second] = args;
  if (first !== null && typeof first === "object" && !("fd" in first) && !("path" in first)) {
    args[0] = { ...first, host: LOOPBACK };
  } else if (typeof first === "number" || (typeof first === "string" && /^\d+$/.test(first))) {
    if (typeof second === "string") args[1] = LOOPBACK;
    else args.splice(1, 0, LOOPBACK);
  } else if (first === undefined) {
    args.splice(0, 1, 0, LOOPBACK);
  } else if (typeof first === "function") {
    args.unshift(0, LOOPBACK);
  }
  return listen.apply(this, args);
};
