// The default Trusted Types policy: what it lets code we do not write put into script sinks, and what it refuses.
import { describe, expect, it } from 'vitest';
import { installDefaultPolicy, isAllowedScriptUrl, isJsonText } from '../../src/app/trusted-types';

const origin = 'https://www.example.com.au';

describe('the default Trusted Types policy', () => {
  it('lets a script load from the Google tag hosts and the service worker only', () => {
    for (const address of ['https://www.googletagmanager.com/gtag/js?id=G-1', 'https://region1.googletagmanager.com/x.js', 'https://googleads.g.doubleclick.net/pagead/viewthroughconversion/1/', 'https://www.googleadservices.com/pagead/conversion.js', '/sw.js', `${origin}/sw.js`]) {
      expect(isAllowedScriptUrl(address, origin), address).toBe(true);
    }
    for (const address of ['/assets/evil.js', '/sw.js?x=1', 'http://www.googletagmanager.com/gtag/js', 'https://www.googletagmanager.com.evil.example/x.js', 'https://evilgoogletagmanager.com/x.js', 'https://www.googletagmanager.com:8443/x.js', 'https://google.com/x.js', 'data:text/javascript,alert(1)', 'javascript:alert(1)', 'https://[bad']) {
      expect(isAllowedScriptUrl(address, origin), address).toBe(false);
    }
  });

  it('lets a script element hold JSON (structured data), which runs nothing, and no code', () => {
    expect(isJsonText('{"@context":"https://schema.org","@type":"Organization","name":"A \\u003c/script>"}')).toBe(true);
    expect(isJsonText('alert(1)')).toBe(false);
    expect(isJsonText('{"a":1};alert(1)')).toBe(false);
  });

  it("passes React's empty script shell and gives no value for any other HTML, script or address, so the browser blocks and reports it", () => {
    const rules: TrustedTypePolicyOptions[] = [];
    installDefaultPolicy({ createPolicy: (_name: string, options: TrustedTypePolicyOptions) => rules.push(options) } as unknown as TrustedTypePolicyFactory, origin);
    const [policy] = rules;
    expect(policy!.createHTML!('<script></script>')).toBe('<script></script>');
    expect(policy!.createHTML!('<img src=x onerror=alert(1)>')).toBeNull();
    expect(policy!.createScript!('alert(1)')).toBeNull();
    expect(policy!.createScript!('{"@type":"FAQPage"}')).toBe('{"@type":"FAQPage"}');
    expect(policy!.createScriptURL!('https://evil.example/x.js')).toBeNull();
    expect(policy!.createScriptURL!('/sw.js')).toBe('/sw.js');
  });
});
