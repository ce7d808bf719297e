/** Types into a field at once (typing key by key is slow on a busy machine). */
export async function fill(
  user: {
    clear: (el: Element) => Promise<void>;
    click: (el: Element) => Promise<void>;
    paste: (text: string) => Promise<void>;
  },
  element: HTMLElement,
  text: string,
) {
  await user.clear(element);
  await user.click(element);
  await user.paste(text);
}
