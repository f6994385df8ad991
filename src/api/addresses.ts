// Which network addresses the bot may connect to for an API origin the operator allowed beyond its
// own (ADOPS_API_ORIGINS): public unicast only. The check runs inside the socket's own DNS lookup
// (and before connecting to an address written as a literal), so the address checked is the
// address connected to: a name that resolves to a public address when saved and to 127.0.0.1 later
// (DNS rebinding) is refused on the connection that would have used it. A TCP connection keeps the
// address it was opened to, so nothing is looked up again behind the check's back.
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { buildConnector } from 'undici';
import { adopsErrorIn, AdopsError, ErrorCode } from '../errors.js';

/** Special-purpose IPv4 ranges (IANA registry): none of them is a reporting API on the internet. */
const V4_NOT_PUBLIC: ReadonlyArray<[string, number]> = [
  ['0.0.0.0', 8], // "this network", including the unspecified 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, where cloud metadata services answer
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

/** IPv6 inside the global unicast block 2000::/3 that is still not a public host. */
const V6_NOT_PUBLIC: ReadonlyArray<[string, number]> = [
  ['2001::', 23], // protocol assignments, Teredo among them
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address of any kind inside
  ['3fff::', 20], // documentation
];

function blockList(v4: ReadonlyArray<[string, number]>, v6: ReadonlyArray<[string, number]>): BlockList {
  const list = new BlockList();
  for (const [net, prefix] of v4) list.addSubnet(net, prefix, 'ipv4');
  for (const [net, prefix] of v6) list.addSubnet(net, prefix, 'ipv6');
  return list;
}

const NOT_PUBLIC = blockList(V4_NOT_PUBLIC, V6_NOT_PUBLIC);
const GLOBAL_UNICAST_V6 = blockList([], [['2000::', 3]]);
/** IPv6 forms that carry an IPv4 address in their last 32 bits: judged by that address. */
const EMBEDS_V4 = blockList([], [['::ffff:0:0', 96], ['64:ff9b::', 96]]);

/** The eight 16-bit groups of an IPv6 address (any spelling isIP accepts, zone id dropped). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * Whether `address` (an IP address as written by the URL parser or returned by DNS) is a public
 * unicast host. Anything else — loopback, private, link-local, unspecified, multicast, reserved,
 * documentation, IPv4-mapped or NAT64 forms of those, or text that is not an address — is not.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(bare.split('%')[0]!);
  if (family === 4) return !NOT_PUBLIC.check(bare, 'ipv4');
  if (family !== 6) return false;
  const plain = bare.split('%')[0]!;
  if (EMBEDS_V4.check(plain, 'ipv6')) {
    const g = ipv6Groups(plain);
    const v4 = [g[6]! >> 8, g[6]! & 255, g[7]! >> 8, g[7]! & 255].join('.');
    return !NOT_PUBLIC.check(v4, 'ipv4');
  }
  return GLOBAL_UNICAST_V6.check(plain, 'ipv6') && !NOT_PUBLIC.check(plain, 'ipv6');
}

/** Why a connection was not opened: its address is not public. Says which, for the operator's log. */
export class AddressRefusedError extends AdopsError {
  readonly code = ErrorCode.ApiAddressNotPublic;
  constructor(readonly host: string, readonly address: string) {
    super(`${host} resolves to ${address}, which is not a public address: not connecting`);
  }
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `dns.lookup` for net/tls.connect that resolves every address of the name and refuses the name
 * when any of them is not public (one bad answer could be the one tried), then answers in the shape
 * the socket asked for (one address, or all of them for Happy Eyeballs).
 */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused) return callback(new AddressRefusedError(hostname, refused.address) as NodeJS.ErrnoException, []);
    if (options.all) return callback(null, addresses);
    const first = addresses[0];
    if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
    callback(null, first.address, first.family);
  });
}

/**
 * undici's connector with the public-address check: a name goes through publicOnlyLookup, and a
 * literal address (which sockets connect to without any lookup) is checked here first.
 */
export function publicOnlyConnector(options: { timeout: number }): buildConnector.connector {
  const connect = buildConnector({ timeout: options.timeout, lookup: publicOnlyLookup });
  return (opts, callback) => {
    const host = opts.hostname.replace(/^\[(.*)\]$/, '$1');
    if (isIP(host) && !isPublicAddress(host)) {
      callback(new AddressRefusedError(host, host), null);
      return;
    }
    connect(opts, callback);
  };
}

/** The failure was our own refusal to connect (not the network's): retrying cannot help. */
export function isAddressRefusal(err: unknown): boolean {
  return adopsErrorIn(err, ErrorCode.ApiAddressNotPublic) !== undefined;
}
