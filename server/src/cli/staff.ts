#!/usr/bin/env node
/** Entry of the staff tool (see staff-main.ts): `npm run staff -- promo:redeem <code> --venue <slug>`. */
import { runStaffCli } from './staff-main';
import { loggableErrorText } from '../lib/loggable-error';

runStaffCli(process.argv.slice(2), { env: process.env, out: (l) => console.log(l), err: (l) => console.error(l) })
  .then((code) => {
    process.exitCode = code;
  })
  .catch((err: unknown) => {
    console.error(loggableErrorText(err));
    process.exitCode = 1;
  });
