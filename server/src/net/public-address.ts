import { BlockList, isIP } from 'node:net';

/**
 * Addresses a user's URL may never reach from the server: private, loopback, link-local (cloud
 * metadata at 169.254.169.254), unique-local, multicast, unspecified and other special ranges.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128],
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address carried inside an IPv6 one (IPv4-mapped, IPv4-compatible, NAT64, 6to4), if any. */
function embeddedIpv4(address: string): string | null {
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted?.[1]) return dotted[1];
  const groups = expandIpv6(address);
  const prefix = groups
    .slice(0, 6)
    .map((group) => group.toString(16))
    .join(':');
  const mapped = prefix === '0:0:0:0:0:ffff' || prefix === '0:0:0:0:0:0' || prefix === '64:ff9b:0:0:0:0';
  if (mapped) return toIpv4(groups[6] ?? 0, groups[7] ?? 0);
  if (groups[0] === 0x2002) return toIpv4(groups[1] ?? 0, groups[2] ?? 0);
  return null;
}

function expandIpv6(address: string): number[] {
  const [head = '', tail = ''] = address.split('::');
  const part = (text: string) => (text === '' ? [] : text.split(':').map((group) => parseInt(group, 16)));
  const left = part(head);
  const right = address.includes('::') ? part(tail) : [];
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const toIpv4 = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');

export function isPublicAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const version = isIP(plain);
  if (version === 4) return !blocked.check(plain, 'ipv4');
  if (version !== 6) return false;
  const ipv4 = embeddedIpv4(plain.toLowerCase());
  // "::" and "::1" are not IPv4-compatible addresses: check them as IPv6.
  if (ipv4 !== null && plain !== '::' && plain !== '::1') return isPublicAddress(ipv4);
  return !blocked.check(plain, 'ipv6');
}
