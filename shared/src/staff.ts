// @venue/shared/staff: what only the door page's screens use (docs/staff-door.md): the staff
// calls and their schemas, the session atom, the staff texts, the scanned code handed from the
// scan screen to a remote's screen, the scan marks. A federated singleton of its own, beside
// @venue/shared: no guest page downloads it, and the host's and the remotes' screens share one
// session atom. Its modules take everything stateful (the i18n instance, the router, the API
// client) from '@venue/shared', never by a relative path.
export * from './staff/staff-schemas';
export {
  STAFF_API,
  addressVenue,
  signIn,
  fetchSession,
  signOut,
  lookupCode,
  redeemCode,
  listReservations,
  markArrived,
  previewNoShow,
  markNoShow,
  answerRequest,
  offerPlace,
  addWalkIn,
  moveBooking,
  cancelBooking,
  saveGuestNote,
  listAudit,
} from './staff/staff-api';
export { staffSessionAtom, endsSession } from './staff/staff-session';
export type { StaffSessionState } from './staff/staff-session';
export { useStaffRequest } from './staff/use-staff-request';
export type { StaffRequest } from './staff/use-staff-request';
export { STAFF_NS, loadStaffTexts, registerStaffTexts, withStaffTexts, staffErrorText, usedText } from './staff/staff-i18n';
export { SCAN_DECODED_MARK, SCAN_ANSWER_MARK, markScan } from './staff/scan-marks';
export { scannedState, scannedFromState, STAFF_CODE_PATHS, STAFF_SCAN_PATH } from './staff/scanned-code';
export type { ScannedCode } from './staff/scanned-code';
export { CodeState, StaffActionBar, StaffError } from './staff/staff-ui';
export { useScannedCode } from './staff/use-scanned-code';
