// What the page-side functions of bench:web use of the browser: the bench project's types are
// Node's (the DOM library would clash with the server code it compiles too).
interface BenchElement {
  textContent: string | null;
}
interface BenchEventTiming {
  name: string;
  startTime: number;
  processingStart: number;
  duration: number;
}
declare const window: {
  addEventListener(type: 'keydown', listener: (event: { timeStamp: number }) => void, capture: boolean): void;
};
declare const document: {
  querySelector(selector: string): BenchElement | null;
  querySelectorAll(selector: string): BenchElement[];
};
declare const localStorage: { setItem(key: string, value: string): void };
declare function requestAnimationFrame(callback: () => void): number;
