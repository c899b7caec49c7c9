/**
 * Checks, before anything slow starts (the database, the demo data), that the HTTP (and HTTPS) port can be
 * taken: a port held by another program is reported in milliseconds, not after 30 s of start-up.
 */
import net from "node:net";

/**
 * Binds `port` on `host` for an instant and lets it go.
 * @param name - the setting that named the port, in the messages (`PORT`, `HTTPS_PORT`).
 * @throws Error "PORT <port> on <host> is already in use …" (EADDRINUSE) or "… needs …" (EACCES)
 */
export function assertPortFree(port: number, host: string, name = "PORT"): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (err: NodeJS.ErrnoException) => {
      if (err.code === "EADDRINUSE") {
        reject(
          new Error(
            `${name} ${port} on ${host} is already in use (another Waroeng POS or another program): stop it, or set ${name} to a free port`,
          ),
        );
      } else if (err.code === "EACCES") {
        reject(
          new Error(
            `${name} ${port} on ${host} needs more rights (ports below 1024 need root or CAP_NET_BIND_SERVICE): choose ${name} 1024 or above`,
          ),
        );
      } else if (err.code === "EADDRNOTAVAIL") {
        reject(new Error(`HOST ${host} is not an address of this machine (EADDRNOTAVAIL)`));
      } else {
        reject(new Error(`${name} ${port} on ${host} cannot be used: ${err.message}`));
      }
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
