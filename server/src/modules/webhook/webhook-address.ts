import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook is never sent to unless WEBHOOKS_ALLOW_PRIVATE_URLS is on (docs/decisions/068-webhooks.md):
 * this machine, private and shared networks, link-local (cloud metadata at 169.254.169.254), multicast, unspecified.
 * Otherwise anyone with an owner's account could make the server post to services only it can reach.
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address (v4, v6, or v4 mapped into v6) is one webhooks are not sent to. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return PRIVATE.check(mapped[1], 'ipv4');
  const family = isIP(bare);
  if (family === 0) return false;
  return PRIVATE.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

/** A host name that names this machine without DNS: 'localhost' and anything under it. */
function isLocalName(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return host === 'localhost' || host.endsWith('.localhost');
}

/** Whether a URL's host, as written, is a private address or a local name (names are checked again when sent). */
export function isPrivateHost(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isLocalName(host) || isPrivateAddress(host);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * dns.lookup for the request that sends a delivery: the addresses a name resolves to are checked when the connection is
 * made, so a name that resolves to a private address (or is changed to, after the endpoint was saved) gets nothing.
 */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const list = addresses;
    const refused = list.find((entry) => isPrivateAddress(entry.address));
    if (refused || list.length === 0) {
      const denied: NodeJS.ErrnoException = new Error(`${hostname} resolves to a private address`);
      denied.code = 'EPRIVATEADDRESS';
      return callback(denied, []);
    }
    if (options.all) return callback(null, list);
    callback(null, list[0].address, list[0].family);
  });
}
