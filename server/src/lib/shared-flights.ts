/**
 * Calls with the same key made while one is running share its promise; nothing is kept once it
 * settles. A burst of identical reads costs one database round trip per flight, and every
 * caller gets data at most one flight old.
 */
export class SharedFlights {
  private readonly flights = new Map<string, Promise<unknown>>();

  run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const running = this.flights.get(key);
    if (running) return running as Promise<T>;
    const flight = fn().finally(() => this.flights.delete(key));
    this.flights.set(key, flight);
    return flight;
  }
}
