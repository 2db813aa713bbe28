// The one part of Node's async_hooks the render worker uses (the project has no @types/node: web/ is browser code).
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined;
    run<R>(store: T, callback: () => R): R;
  }
}
