import { signedHeaders } from './webhook-signature';

/** The signature matches the Standard Webhooks specification's own example (secret, id, timestamp, body, signature). */
describe('webhook signature', () => {
  it("signs as Standard Webhooks' example does", () => {
    const at = new Date(1614265330 * 1000);
    expect(
      signedHeaders('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'msg_p5jXN8AQM9LWM0D4loKWxJek', '{"test": 2432232314}', at),
    ).toEqual({
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    });
  });
});
