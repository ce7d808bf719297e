// The calendar's grid (react-big-calendar): a chunk of its own. The calendar screen asks for it as
// its own code runs, so the grid's code travels while the doctor's record and working hours load,
// and the screen's title and toolbar paint without waiting for it.
export { CareCalendar } from '@careconnect/shared-ui/calendar';
