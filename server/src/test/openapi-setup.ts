import Test from 'supertest/lib/test';
import { checkAnswersOfSupertest } from './openapi-answers';

// Every server test's answers from /api are checked against the app's OpenAPI document (openapi-answers.ts).
checkAnswersOfSupertest(Test);
