import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import type { Circus } from '@jest/types';
import NodeEnvironment from 'jest-environment-node';
import { QuietOutput } from './quiet-output';

/** The node environment with quiet output: the server's and the browser tests' (jest.config.ts). */
export default class QuietNodeEnvironment extends NodeEnvironment {
  private readonly output: QuietOutput;

  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    this.output = new QuietOutput(context.console);
  }

  handleTestEvent(event: Circus.Event, state: Circus.State): void {
    this.output.handle(event, state);
  }
}
