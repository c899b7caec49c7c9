/**
 * The box announces itself on the stall's network by multicast DNS (RFC 6762, 6763), so devices
 * reach it by name, not by address: `LAN_NAME` (e.g. `waroeng.local`) answers with the box's LAN
 * IPv4 addresses (read at each query, so a new DHCP lease is answered at once), and a DNS-SD service
 * `Waroeng POS._https._tcp.local` points at LAN_NAME on HTTPS_PORT.
 *
 * Built on `multicast-dns` (packet encoding, the multicast socket and its memberships). The records
 * are ours: `bonjour-service` does answer A queries for a service's host, but fixes the addresses
 * when a service is published and throws on socket errors without a listener. A query from port
 * 5353 is answered by multicast; one from another port (a plain resolver's "legacy unicast" query)
 * is answered to its sender with its id and question. A machine without multicast (no interface,
 * no route, port 5353 refused) does not stop the server: the first failure is logged once, and
 * the server runs on without announcing. `MDNS=off` (every test server) never opens the socket.
 */
import makeMdns from "multicast-dns";

/** A question and a record of an mDNS packet (dns-packet's shapes, as multicast-dns passes them). */
type Question = makeMdns.QueryPacket["questions"][number];
type Answer = makeMdns.ResponseOutgoingPacket["answers"][number];

export interface MdnsOptions {
  /** LAN_NAME, e.g. `waroeng.local`. */
  lanName: string;
  /** The HTTPS port the `_https._tcp` service points at. */
  httpsPort: number;
  /** The box's LAN IPv4 addresses now (lib/tls/lan.ts `lanAddresses`). */
  addresses: () => string[];
  /** Told once, the first time the network refuses (no multicast, port taken). */
  warn: (message: string) => void;
  /** `multicast-dns` options; tests give a loopback port with `multicast: false`. */
  socket?: makeMdns.Options;
}

export const SERVICE_TYPE = "_https._tcp.local";
export const SERVICE_INSTANCE = `Waroeng POS.${SERVICE_TYPE}`;
const SERVICES = "_services._dns-sd._udp.local";
/** Host records live two minutes, service records 75 minutes (RFC 6762 §10). */
const HOST_TTL = 120;
const SERVICE_TTL = 4500;
/** A legacy unicast answer's records live at most ten seconds (RFC 6762 §6.7). */
const UNICAST_TTL = 10;

/** What to send for `questions`: the answers and the records that go with them. */
export function answerQuestions(
  questions: Question[],
  o: Pick<MdnsOptions, "lanName" | "httpsPort" | "addresses">,
): { answers: Answer[]; additionals: Answer[] } {
  const host = o.lanName.toLowerCase();
  const hostRecords = (): Answer[] => o.addresses().map((data) => ({ name: o.lanName, type: "A", ttl: HOST_TTL, flush: true, data }));
  const srv: Answer = {
    name: SERVICE_INSTANCE,
    type: "SRV",
    ttl: HOST_TTL,
    flush: true,
    data: { port: o.httpsPort, target: o.lanName, priority: 0, weight: 0 },
  };
  const txt: Answer = { name: SERVICE_INSTANCE, type: "TXT", ttl: SERVICE_TTL, flush: true, data: ["path=/"] };
  const answers: Answer[] = [];
  const additionals: Answer[] = [];
  for (const q of questions) {
    const name = q.name.toLowerCase();
    const any = (q.type as string) === "ANY"; // dns-packet decodes type 255 as "ANY"; its types omit it
    if (name === host && (q.type === "A" || any)) {
      answers.push(...hostRecords());
    } else if (name === SERVICE_TYPE.toLowerCase() && (q.type === "PTR" || any)) {
      answers.push({ name: SERVICE_TYPE, type: "PTR", ttl: SERVICE_TTL, data: SERVICE_INSTANCE });
      additionals.push(srv, txt, ...hostRecords());
    } else if (name === SERVICES && (q.type === "PTR" || any)) {
      answers.push({ name: SERVICES, type: "PTR", ttl: SERVICE_TTL, data: SERVICE_TYPE });
    } else if (name === SERVICE_INSTANCE.toLowerCase() && (q.type === "SRV" || q.type === "TXT" || any)) {
      answers.push(...(q.type === "TXT" ? [txt] : q.type === "SRV" ? [srv] : [srv, txt]));
      additionals.push(...hostRecords());
    }
  }
  return { answers, additionals: answers.length === 0 ? [] : additionals };
}

/** The running responder; `stop()` closes its socket. */
export interface MdnsResponder {
  stop: () => Promise<void>;
  /** Resolves once the socket is bound (or failed: then the warning was given). */
  ready: Promise<void>;
}

/** Opens the mDNS socket, answers queries and announces the box once. Never throws for network trouble. */
export function startMdns(o: MdnsOptions): MdnsResponder {
  const told = new Set<"error" | "warning">();
  /** The socket is gone (`error`: port refused, no address) or one send or membership failed (`warning`): each told once. */
  const tell = (kind: "error" | "warning") => (err: unknown) => {
    if (told.has(kind)) {
      return;
    }
    told.add(kind);
    const why = err instanceof Error ? `${(err as NodeJS.ErrnoException).code ?? ""} ${err.message}`.trim() : String(err);
    o.warn(
      kind === "error"
        ? `mDNS: ${o.lanName} is not announced on this network (${why}); devices can still use the box's address`
        : `mDNS: ${why} (announcing ${o.lanName} goes on where the network allows)`,
    );
  };
  const sent = (err: Error | null) => {
    if (err) {
      tell("warning")(err);
    }
  };
  const mdns = makeMdns(o.socket);
  mdns.on("error", tell("error"));
  mdns.on("warning", tell("warning"));
  mdns.on("query", (query, rinfo) => {
    const { answers, additionals } = answerQuestions(query.questions, o);
    if (answers.length === 0) {
      return;
    }
    if (rinfo.port !== 5353) {
      const brief = (a: Answer): Answer =>
        ({ ...a, ttl: Math.min((a as { ttl?: number }).ttl ?? UNICAST_TTL, UNICAST_TTL), flush: false }) as Answer;
      mdns.respond(
        { id: query.id, questions: query.questions, answers: answers.map(brief), additionals: additionals.map(brief) },
        rinfo,
        sent,
      );
    } else {
      mdns.respond({ answers, additionals }, sent);
    }
  });
  const ready = new Promise<void>((resolve) => {
    mdns.once("ready", () => {
      if (o.socket?.multicast !== false) {
        const all = answerQuestions(
          [
            { name: o.lanName, type: "A" },
            { name: SERVICE_TYPE, type: "PTR" },
          ],
          o,
        );
        mdns.respond({ answers: [...all.answers, ...all.additionals] }, sent);
      }
      resolve();
    });
    mdns.once("error", () => resolve());
  });
  return {
    ready,
    stop: () => new Promise<void>((resolve) => mdns.destroy(() => resolve())),
  };
}
