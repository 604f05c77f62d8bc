// The federation runtime's snapshot handler, off in the host's page. It fetches and reads remotes'
// manifests for the snapshot plugin and for `preloadRemote`: the host reads its remotes'
// manifests itself (host/src/federation/remote-manifest.ts), builds without the snapshot plugin
// (`disableSnapshot`) and never calls `preloadRemote`. runtime-core still makes the handler
// whenever a page loads remotes, so the host's entry carried it and the manifest reader it
// brings for nothing. This is runtime-core's own disabled handler, which it uses
// in a container without remotes, with the one field the remaining code reads (removeRemote
// clears `manifestCache`). A `preloadRemote` would throw: the host must not call it.
import { DisabledSnapshotHandler } from 'federation-runtime-core-dist/plugins/snapshot/disabled.js';

export { getGlobalRemoteInfo } from 'federation-runtime-core-dist/plugins/snapshot/SnapshotHandler.js?global-remote-info';

export class SnapshotHandler extends DisabledSnapshotHandler {
  constructor() {
    super();
    this.manifestCache = new Map();
  }
}
