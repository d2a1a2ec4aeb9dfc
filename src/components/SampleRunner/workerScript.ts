// The address of a sample worker's script, as the bundler gives it: plugins/sample-worker declares
// `new SampleWorkerScript(new URL('./worker17.ts', import.meta.url))` as a worker's syntax, so the
// bundler builds the worker's own chunk and passes its address, and nothing is started here.
export class SampleWorkerScript {
  constructor(readonly url: URL) {}
}
