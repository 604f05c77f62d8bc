// Imported first by every script of the project: on a Node older than `engines`, the script runs
// again on the pinned one (scripts/node-runtime.mjs) and this process exits with its status. The
// top-level await holds back every module imported after this one, so none of them runs twice.
import { reexecOnSupportedNode } from './node-runtime.mjs';

await reexecOnSupportedNode();
