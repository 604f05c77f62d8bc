/** Where the camera stands, as the scan screen tells it. */
export type CameraStatus = 'starting' | 'scanning' | 'refused' | 'absent' | 'unsupported' | 'failed';

/** The status a failed `getUserMedia` (or decoder load) leaves the camera in. */
export function cameraStatusOf(error: unknown): CameraStatus {
  const name = (error as { name?: string } | null)?.name;
  // Refused by the person or the browser's policy.
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'refused';
  // No camera, or none that fits the request.
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'absent';
  return 'failed';
}

/** No camera API at all: an insecure page (http on another host than localhost) or an old browser. */
export const hasCameraApi = (): boolean => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
