/**
 * The built server warms up before its health check says ready (main.ts, modules/warm-up): once
 * /healthz answers 200 the warm-up is over, its calls were refused by the booking's code, a page
 * of each app was rendered, and none of them was logged as a request.
 */
import { builtForServerRender, type ProductionServer, startProductionServer } from './support/production-server';

const suite = builtForServerRender ? describe : describe.skip;
const CALLS = 300;

suite('the built server', () => {
  let server: ProductionServer;
  const entries: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    server = await startProductionServer({ LOG_LEVEL: 'info', WARM_UP_CALLS: String(CALLS) }, (entry) => entries.push(entry));
  });
  afterAll(() => server?.stop());

  it('is warm by the time its health check says ready, its calls unlogged', () => {
    const warmed = entries.find((entry) => entry.msg === 'warmed up') as { answers: Record<string, number>; pages: Record<string, number> } | undefined;
    expect(warmed).toBeDefined();
    const { 200: reads = 0, 403: botCheck = 0, 409: soldOut = 0, ...others } = warmed!.answers;
    expect(others).toEqual({});
    expect(reads + botCheck + soldOut).toBe(CALLS);
    expect(soldOut).toBeGreaterThan(botCheck);
    // A page of each app rendered (the demo venue has promotions), so the first guests meet its
    // server render warm.
    expect(warmed!.pages).toEqual({ 200: 4 });
    const logged = entries.filter((entry) => entry.msg === 'incoming request').map((entry) => (entry.req as { url: string }).url);
    // The health checks that waited for it, and the server render's own fetches of the remotes'
    // server builds (as the first render after any start makes them): no call or page of the warm-up.
    expect(logged).toContain('/healthz');
    expect(logged.filter((url) => url !== '/healthz' && !/^\/remotes\/[a-z]+\/server\//.test(url))).toEqual([]);
  });
});
