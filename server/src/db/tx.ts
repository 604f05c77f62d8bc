/** The handle a transaction callback receives; code that must run inside one takes it. */
import type { Db } from './client';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Either the database or a transaction: for queries that work in both. */
export type DbOrTx = Db | Tx;
