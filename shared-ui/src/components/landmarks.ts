import { createContext, useContext } from 'react';

// Screens that can be shown both inside an area's <main> and on their own (404, unavailable)
// render a <main> only when there is none around them: one main landmark per page.
export const InsideMainContext = createContext(false);

export function useInsideMain(): boolean {
  return useContext(InsideMainContext);
}
