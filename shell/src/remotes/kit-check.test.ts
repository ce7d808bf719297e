import { judgeKit } from './kit-check';

const page = { version: '1.2.0', names: new Set(['sessionStore', 'apiRequest', 'notify']) };
const built = (version: string, coreUses: string[]) => ({ kit: { version, coreUses } });

describe('judgeKit', () => {
  it('lets in an area whose core names the page has, whatever its stateless parts', () => {
    expect(judgeKit(built('1.5.0', ['sessionStore', 'notify']), page)).toEqual({ ok: true });
    expect(judgeKit(built('1.0.0', ['apiRequest']), page)).toEqual({ ok: true });
  });

  it('refuses, naming both versions and the missing names, an area that needs more core', () => {
    expect(judgeKit(built('1.3.0', ['sessionStore', 'kitMarker']), page)).toEqual({
      ok: false,
      needs: '1.3.0',
      has: '1.2.0',
      missing: ['kitMarker'],
    });
  });

  it('refuses another major version even when the names are there', () => {
    expect(judgeKit(built('2.0.0', ['sessionStore']), page)).toMatchObject({
      ok: false,
      needs: '2.0.0',
      has: '1.2.0',
      missing: [],
    });
  });

  it('lets in a build that carries no facts (it predates them)', () => {
    expect(judgeKit(null, page)).toEqual({ ok: true });
    expect(judgeKit({ app: 'patient-portal' }, page)).toEqual({ ok: true });
  });
});
