import http from 'node:http';

/**
 * A local stand-in for Google's reCAPTCHA verify service (unreachable from here). The token
 * names the answer: 'good-…' passes with score 0.9, 'low-…' scores 0.1, 'other-action-…'
 * was made for another action; anything else fails.
 */
export async function startCaptchaStub(hostname = 'localhost') {
  const calls: URLSearchParams[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      calls.push(form);
      const token = form.get('response') ?? '';
      const answer = token.startsWith('good-')
        ? { success: true, score: 0.9, action: 'contact', hostname }
        : token.startsWith('low-')
          ? { success: true, score: 0.1, action: 'contact', hostname }
          : token.startsWith('other-action-')
            ? { success: true, score: 0.9, action: 'login', hostname }
            : { success: false, 'error-codes': ['invalid-input-response'] };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    calls,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
