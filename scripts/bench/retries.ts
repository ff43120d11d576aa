// Its own module, so that its unit test does not load the bench's Lighthouse runner.

/**
 * Lighthouse sometimes fails to record a trace on a busy machine ("NO_NAVSTART", "Please run
 * Lighthouse again"). A failed run is repeated, up to twice, and the retry is logged; it is not
 * a result, so no figure is made up, and a page that fails three times still stops the bench.
 */
export async function withRetries<T>(what: string, log: (line: string) => void, attempt: () => Promise<T>, tries = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= tries) throw error;
      const message = error instanceof Error ? error.message.split('\n').find((line) => line.includes('Runtime error')) ?? error.message.split('\n')[0] : String(error);
      log(`  ${what} failed (${message}); trying again (${i + 1} of ${tries})`);
    }
  }
}
