#!/usr/bin/env node
/** Entry of the venue tool (see venue-main.ts): `npm run venue -- apply venues/my-venue.yaml`. */
import { runVenueCli } from './venue-main';
import { loggableErrorText } from '../lib/loggable-error';

runVenueCli(process.argv.slice(2), { env: process.env, out: (l) => console.log(l), err: (l) => console.error(l) })
  .then((code) => {
    process.exitCode = code;
  })
  .catch((err: unknown) => {
    console.error(loggableErrorText(err));
    process.exitCode = 1;
  });
