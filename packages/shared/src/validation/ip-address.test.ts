import { describe, expect, it } from 'vitest';
import { endsInNumber, isBlockedIpv4, isBlockedIpv6, parseIpv4, parseIpv6 } from './ip-address';

const v4 = (text: string) => {
  const address = parseIpv4(text);
  if (address === undefined) throw new Error(`not IPv4: ${text}`);
  return address;
};
const v6 = (text: string) => {
  const groups = parseIpv6(text);
  if (!groups) throw new Error(`not IPv6: ${text}`);
  return groups;
};

describe('IPv4 parsing as URL parsers read hosts', () => {
  it('reads dotted decimal', () => {
    expect(parseIpv4('127.0.0.1')).toBe(0x7f000001);
    expect(parseIpv4('8.8.8.8.')).toBe(0x08080808);
  });
  it('reads a single decimal number, hex and octal parts, and short forms', () => {
    expect(parseIpv4('2130706433')).toBe(0x7f000001);
    expect(parseIpv4('0x7f000001')).toBe(0x7f000001);
    expect(parseIpv4('0x7f.0.0.1')).toBe(0x7f000001);
    expect(parseIpv4('0177.0.0.1')).toBe(0x7f000001);
    expect(parseIpv4('127.1')).toBe(0x7f000001);
    expect(parseIpv4('10.1.1')).toBe(0x0a010001);
  });
  it('refuses out-of-range parts, empty parts, 5 parts and bad octal', () => {
    for (const bad of ['256.0.0.1', '1.2.3.256', '4294967296', '1..2.3', '1.2.3.4.5', '08.0.0.1', '1.2.3.x']) {
      expect(parseIpv4(bad)).toBeUndefined();
    }
  });
  it('decides a host is an IP when its last label is numeric', () => {
    expect(endsInNumber('example.com')).toBe(false);
    expect(endsInNumber('example.123')).toBe(true);
    expect(endsInNumber('1.2.3.4.')).toBe(true);
    expect(endsInNumber('foo.0x1f')).toBe(true);
  });
});

describe('blocked IPv4 ranges', () => {
  it('blocks 10/8, 172.16/12, 192.168/16, 127/8, 169.254/16 and 0.0.0.0', () => {
    for (const address of [
      '10.0.0.1',
      '10.255.255.255',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '127.0.0.1',
      '127.255.0.9',
      '169.254.169.254',
      '0.0.0.0',
    ]) {
      expect(isBlockedIpv4(v4(address))).toBe(true);
    }
  });
  it('blocks carrier-grade NAT, multicast and broadcast', () => {
    for (const address of ['100.64.0.1', '224.0.0.1', '255.255.255.255']) expect(isBlockedIpv4(v4(address))).toBe(true);
  });
  it('allows public addresses just outside the private ranges', () => {
    for (const address of ['8.8.8.8', '172.15.255.255', '172.32.0.0', '11.0.0.0', '192.167.255.255', '169.253.0.1', '1.1.1.1']) {
      expect(isBlockedIpv4(v4(address))).toBe(false);
    }
  });
});

describe('IPv6 parsing', () => {
  it('expands :: and reads embedded IPv4', () => {
    expect(parseIpv6('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIpv6('::')).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIpv6('2001:db8::8a2e:370:7334')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0x8a2e, 0x370, 0x7334]);
    expect(parseIpv6('::ffff:127.0.0.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
  });
  it('refuses malformed addresses', () => {
    for (const bad of ['1::2::3', '12345::', '1:2:3:4:5:6:7', '1:2:3:4:5:6:7:8:9', 'g::1', '::ffff:300.0.0.1', 'fe80::1%eth0']) {
      expect(parseIpv6(bad)).toBeUndefined();
    }
  });
});

describe('blocked IPv6 ranges', () => {
  it('blocks ::1, ::, fc00::/7, fe80::/10 and multicast', () => {
    for (const address of ['::1', '::', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'febf::1', 'ff02::1']) {
      expect(isBlockedIpv6(v6(address))).toBe(true);
    }
  });
  it('blocks private IPv4 addresses embedded in IPv6', () => {
    for (const address of ['::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::192.168.0.1', '64:ff9b::a00:1', '2002:c0a8:101::1']) {
      expect(isBlockedIpv6(v6(address))).toBe(true);
    }
  });
  it('allows public IPv6 and public embedded IPv4', () => {
    for (const address of ['2606:4700:4700::1111', '2a00:1450:4001:81b::200e', '::ffff:8.8.8.8', '2600::1']) {
      expect(isBlockedIpv6(v6(address))).toBe(false);
    }
  });
});
