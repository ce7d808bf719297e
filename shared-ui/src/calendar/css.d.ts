// The calendar library's stylesheet, read as text (tooling/webpack.mjs: `asset/source`).
declare module 'react-big-calendar/lib/css/react-big-calendar.css' {
  const stylesheet: string;
  export default stylesheet;
}
