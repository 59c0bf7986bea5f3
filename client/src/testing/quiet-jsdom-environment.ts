import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import type { Circus } from '@jest/types';
import JSDOMEnvironment from 'jest-environment-jsdom';
import { QuietOutput } from '../../../server/src/test/quiet-output';

/** The jsdom environment with quiet output (see QuietOutput): the client's component tests (jest.config.ts). */
export default class QuietJsdomEnvironment extends JSDOMEnvironment {
  private readonly output: QuietOutput;

  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    this.output = new QuietOutput(context.console);
  }

  handleTestEvent(event: Circus.Event, state: Circus.State): void {
    this.output.handle(event, state);
  }
}
