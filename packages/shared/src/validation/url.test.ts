import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/messages';
import { isPublicUrl, ZOptionalUrl, ZUrl } from './url';

describe('URL checker: schemes', () => {
  it('accepts http, https and ftp, in any case', () => {
    for (const url of ['http://example.com', 'https://example.com/path?q=1#top', 'ftp://files.example.org/pub', 'HTTPS://Example.COM']) {
      expect(isPublicUrl(url)).toBe(true);
    }
  });
  it('rejects other schemes and scheme-less text', () => {
    for (const url of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'mailto:a@b.co',
      'gopher://example.com',
      'example.com',
      '//example.com',
      'https:/example.com',
    ]) {
      expect(isPublicUrl(url)).toBe(false);
    }
  });
});

describe('URL checker: hosts', () => {
  it('accepts public domain names, international names, ports and public IPs', () => {
    for (const url of [
      'https://sub.example.co.uk:8443/x',
      'https://例子.中国',
      'https://xn--fsqu00a.xn--fiqs8s',
      'http://8.8.8.8/',
      'http://[2606:4700:4700::1111]:80/',
    ]) {
      expect(isPublicUrl(url)).toBe(true);
    }
  });
  it('rejects localhost names and single-label hosts', () => {
    for (const url of [
      'http://localhost',
      'http://localhost:3000',
      'http://app.localhost',
      'http://printer.local',
      'http://intranet',
      'http://db.internal/',
    ]) {
      expect(isPublicUrl(url)).toBe(false);
    }
  });
  it('rejects private, loopback and link-local IPv4 ranges', () => {
    for (const host of ['10.0.0.1', '172.16.5.4', '172.31.0.1', '192.168.0.1', '127.0.0.1', '169.254.169.254', '0.0.0.0']) {
      expect(isPublicUrl(`http://${host}/`)).toBe(false);
    }
  });
  it('rejects loopback written as decimal, hex, octal, short or full-width forms', () => {
    for (const host of ['2130706433', '0x7f000001', '0x7f.0.0.1', '0177.0.0.1', '127.1', '127.0.0.1.', '１２７.０.０.１', '127。0。0。1']) {
      expect(isPublicUrl(`http://${host}/`)).toBe(false);
    }
  });
  it('rejects private IPv6 hosts: ::1, fc00::/7, fe80::/10, mapped IPv4, zones', () => {
    for (const host of [
      '[::1]',
      '[::]',
      '[fc00::1]',
      '[fd00::abcd]',
      '[fe80::1]',
      '[::ffff:127.0.0.1]',
      '[::ffff:a00:1]',
      '[fe80::1%25eth0]',
    ]) {
      expect(isPublicUrl(`http://${host}/`)).toBe(false);
    }
  });
  it('rejects user:password@ parts, including tricks that hide the real host', () => {
    for (const url of ['http://user:pass@example.com', 'http://example.com@127.0.0.1', 'http://example.com\\@127.0.0.1']) {
      expect(isPublicUrl(url)).toBe(false);
    }
  });
  it('rejects malformed hosts and ports', () => {
    for (const url of [
      'http://',
      'http://exa mple.com',
      'http://-example.com',
      'http://example-.com',
      'http://example..com',
      'http://example.com:0',
      'http://example.com:65536',
      'http://example.com:port',
      'http://[::1',
      'http://999.1.1.1',
    ]) {
      expect(isPublicUrl(url)).toBe(false);
    }
  });
  it('rejects URLs longer than 2048 characters', () => {
    expect(isPublicUrl(`https://example.com/${'a'.repeat(2028)}`)).toBe(true);
    expect(isPublicUrl(`https://example.com/${'a'.repeat(2029)}`)).toBe(false);
  });
});

describe('URL schemas', () => {
  it("ZUrl requires a value and reports 'Invalid Input' for a private URL", () => {
    expect(ZUrl.safeParse('').error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.required]);
    expect(ZUrl.safeParse('http://10.0.0.1').error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.invalidInput]);
    expect(ZUrl.parse(' https://example.com ')).toBe('https://example.com');
  });
  it('ZOptionalUrl allows empty or missing, still checks anything else', () => {
    expect(ZOptionalUrl.safeParse(undefined).success).toBe(true);
    expect(ZOptionalUrl.safeParse('  ').success).toBe(true);
    expect(ZOptionalUrl.safeParse('http://localhost').success).toBe(false);
  });
});
