// @venue/shared/tooltip: the help bubble of the month calendar's day statuses (tap on touch
// screens, hover or focus otherwise). Not a federated singleton: it holds no state (its texts
// come from '@venue/shared'), so the booking remote bundles it rather than
// fetching @venue/shared/forms for a calendar that is on the first screen of a page with
// no form field on it (the booking edit page).
export { Tooltip } from './ui/tooltip';
export type { TooltipProps } from './ui/tooltip';
