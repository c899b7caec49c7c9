/**
 * Joining a device to the stall (README "Phones and tablets"; docs/API.md "Device setup"): public
 * routes a device calls before anyone signs in on it, on both ports.
 *
 * - `GET /api/device-setup`: where devices reach the box and the CA's fingerprint (presenter).
 * - `GET /api/device-setup/ping`: 204 with `Access-Control-Allow-Origin: *`; the setup page fetches
 *   it on the HTTPS origin to learn whether this device trusts the CA yet.
 * - `GET /ca.crt` (PEM) and `GET /ca.der` (DER), outside /api (`caFileRoutes`): the box's CA, as a
 *   download (`Content-Disposition: attachment; filename="waroeng-ca.crt"`). 404 with the reason
 *   when there is none (own certificate, or HTTPS off).
 */
import { API_MSG } from "@waroeng/domain";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { notFound, ok } from "../../lib/http.ts";
import { presentDeviceSetup } from "./device-setup.presenter.ts";

const tags = ["device-setup"];
/** The type Android and iOS open as "install a CA certificate". */
const CA_TYPE = "application/x-x509-ca-cert";

export const deviceSetupRoutes: FastifyPluginAsync = async (app) => {
  app.get("/device-setup", { config: { public: true }, schema: { tags } }, async (req) =>
    ok(presentDeviceSetup(app.network, req.socket.localAddress)),
  );
  app.get("/device-setup/ping", { config: { public: true }, schema: { tags } }, async (_req, reply) =>
    reply.code(204).header("access-control-allow-origin", "*").header("cache-control", "no-store").send(),
  );
};

/** GET /ca.crt and GET /ca.der (registered at the root, beside the web app). */
export const caFileRoutes: FastifyPluginAsync = async (app) => {
  const caFile = (format: "pem" | "der") => async (_req: unknown, reply: FastifyReply) => {
    const ca = app.network.httpsPort === null ? null : app.network.ca();
    if (!ca) {
      throw notFound(app.network.ownCert ? API_MSG.CA_OWN_CERT : API_MSG.CA_HTTPS_OFF);
    }
    const name = format === "pem" ? "waroeng-ca.crt" : "waroeng-ca.der";
    return reply
      .type(CA_TYPE)
      .header("content-disposition", `attachment; filename="${name}"`)
      .header("cache-control", "no-cache")
      .send(format === "pem" ? ca.pem : ca.der);
  };
  app.get("/ca.crt", { config: { public: true }, schema: { hide: true } }, caFile("pem"));
  app.get("/ca.der", { config: { public: true }, schema: { hide: true } }, caFile("der"));
};
