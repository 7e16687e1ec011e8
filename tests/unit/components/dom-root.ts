// A React root on a fresh element for each test of a jsdom suite, unmounted and removed after it.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface DomRoot {
  /** The element the current test renders into. */
  readonly container: HTMLDivElement;
  readonly root: Root;
}

/** Call at the top of a describe block (or the file): every test gets its own root. */
export function domRootPerTest(): DomRoot {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });
  return {
    get container() {
      return container;
    },
    get root() {
      return root;
    },
  };
}
