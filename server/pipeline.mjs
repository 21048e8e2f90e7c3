// @ts-check
// The way from Next to the socket, as the ordered list of response stages server.mjs names,
// and the one place where methods of the response are replaced. interceptResponse takes over
// writeHead, write and end (and adds flush) once per request, and hands what Next writes to
// each stage in turn: first the head (status and headers), then the body. A stage may change
// the head and step aside, see the body go by chunk by chunk, or take the whole body and send
// what it likes in its place; the stages after it see only what it passes on. (What runs
// before Next, in its own order, is in request-steps.mjs.)

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('node:http').OutgoingHttpHeaders} OutgoingHttpHeaders */
/** @typedef {import('node:http').OutgoingHttpHeader} OutgoingHttpHeader */
/** @typedef {(error?: Error | null) => void} Callback */

/**
 * The status of a response on its way out. Its headers are the response's own (those given
 * to writeHead are set on it first), changed with setHeader and removeHeader.
 * @typedef {object} Head
 * @property {number} status
 * @property {string} [reason] Sent only if no stage changed the status.
 * @property {number} [wholeBytes] The body's size when Next gave it whole to end(), with no
 *   writeHead before and no Content-Length.
 */

/**
 * What a stage does with a body whose head it passed on; a hook left out passes on as it is.
 * @typedef {object} BodyHooks
 * @property {(chunk: Buffer, next: Passage) => boolean} [write]
 * @property {(last: Buffer | undefined, next: Passage) => void} [end]
 * @property {(next: Passage) => void} [flush]
 */

/**
 * @typedef {{ request: IncomingMessage; response: ServerResponse }} Exchange
 */

/**
 * One step of the way from Next to the socket.
 * @typedef {object} ResponseStage
 * @property {string} name What it is for, in a few words.
 * @property {(request: IncomingMessage) => boolean} [appliesTo] Every request when left out.
 * @property {(head: Head, exchange: Exchange) => BodyHooks | 'whole' | void} head
 *   Runs when the head reaches the stage; may change it. Nothing: the stage steps aside.
 *   Hooks: the head goes on at once and the body through them. 'whole': the head stops here,
 *   and `whole` gets the complete body and sends what goes on, head included.
 * @property {(body: Buffer, head: Head, exchange: Exchange, next: Passage) => void} [whole]
 */

/**
 * A chunk as bytes, without copying one that is bytes already.
 * @param {string | Uint8Array} chunk
 * @param {BufferEncoding | Callback} [encoding]
 * @returns {Buffer}
 */
function toBuffer(chunk, encoding) {
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
  return Buffer.isBuffer(chunk)
    ? chunk
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/**
 * One response on its way through the stages that apply to its request.
 */
class Way {
  /**
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   * @param {readonly ResponseStage[]} stages
   */
  constructor(request, response, stages) {
    /** @type {Exchange} */
    this.exchange = { request, response };
    this.stages = stages.filter((stage) => !stage.appliesTo || stage.appliesTo(request));
    /**
     * Each stage's body hooks once the head has passed it; null when it stepped aside.
     * @type {(BodyHooks | null)[]}
     */
    this.hooks = [];
    /** @type {Passage[]} */
    this.passages = [];
    // Called with the arguments of whichever of their forms the stages use.
    this.own = /** @type {Record<'writeHead' | 'write' | 'end', (...args: any[]) => any>} */ ({
      writeHead: response.writeHead,
      write: response.write,
      end: response.end,
    });
    this.givenStatus = 0;
  }

  /**
   * The way from stage `index` on; the socket past the last stage.
   * @param {number} index
   * @returns {Passage}
   */
  from(index) {
    return (this.passages[index] ??= new Passage(this, index));
  }
}

/**
 * The rest of the way from one stage on, the socket last: what a stage passes on goes there.
 */
export class Passage {
  /**
   * @param {Way} way
   * @param {number} index
   */
  constructor(way, index) {
    this.way = way;
    this.index = index;
  }

  /** @param {Head} head */
  head(head) {
    const { way, index } = this;
    const stage = way.stages[index];
    if (!stage) {
      const { status, reason } = head;
      const keepsReason = reason !== undefined && status === way.givenStatus;
      way.own.writeHead.call(way.exchange.response, status, ...(keepsReason ? [reason] : []));
      return;
    }
    const taken = stage.head(head, way.exchange);
    if (taken === 'whole') {
      way.hooks[index] = holdWhole(stage, head, way, index);
      return;
    }
    way.hooks[index] = taken ?? null;
    way.from(index + 1).head(head);
  }

  /**
   * @param {Buffer} chunk
   * @returns {boolean} False: wait for the response's 'drain'.
   */
  write(chunk) {
    const { way, index } = this;
    if (index === way.stages.length) return way.own.write.call(way.exchange.response, chunk);
    const own = way.hooks[index]?.write;
    return own ? own(chunk, way.from(index + 1)) : way.from(index + 1).write(chunk);
  }

  /** @param {Buffer} [last] */
  end(last) {
    const { way, index } = this;
    if (index === way.stages.length) {
      const { response } = way.exchange;
      if (last) way.own.end.call(response, last);
      else way.own.end.call(response);
      return;
    }
    const own = way.hooks[index]?.end;
    if (own) own(last, way.from(index + 1));
    else way.from(index + 1).end(last);
  }

  /** Sends what a stage holds back (gzip's pending output). */
  flush() {
    const { way, index } = this;
    if (index === way.stages.length) return;
    const own = way.hooks[index]?.flush;
    if (own) own(way.from(index + 1));
    else way.from(index + 1).flush();
  }
}

/**
 * The hooks of a stage that takes the whole body: it gets it at the end, with the head.
 * @param {ResponseStage} stage
 * @param {Head} head
 * @param {Way} way
 * @param {number} index
 * @returns {BodyHooks}
 */
function holdWhole(stage, head, way, index) {
  /** @type {Buffer[]} */
  const chunks = [];
  return {
    write: (chunk) => chunks.push(chunk) > 0,
    end(last) {
      if (last) chunks.push(last);
      const body = Buffer.concat(chunks);
      const next = way.from(index + 1);
      if (stage.whole) return stage.whole(body, head, way.exchange, next);
      next.head(head);
      next.end(body);
    },
    flush() {},
  };
}

/**
 * Sends what is written on `response` through `stages`, in order, to the socket.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {readonly ResponseStage[]} stages
 * @returns {void}
 */
export function interceptResponse(request, response, stages) {
  const way = new Way(request, response, stages);
  const first = way.from(0);
  let opened = false;
  let ended = false;

  /**
   * @param {number} status
   * @param {string} [reason]
   * @param {number} [wholeBytes]
   */
  function open(status, reason, wholeBytes) {
    opened = true;
    way.givenStatus = status;
    response.statusCode = status;
    first.head({ status, reason, wholeBytes });
  }

  // Loosely typed: a JavaScript function that sets `this.statusCode` counts as a constructor
  // to TypeScript, which then cannot match it to writeHead's own type.
  response.writeHead = /** @type {any} */ (
    /**
     * @param {number} status
     * @param {...(string | OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined)} rest
     */
    (status, ...rest) => {
      // Once the head has gone in, a second writeHead (an error after a held body) is moot.
      if (opened) return response;
      const headers = rest.find((arg) => arg && typeof arg === 'object');
      if (Array.isArray(headers)) {
        for (let at = 0; at + 1 < headers.length; at += 2)
          response.appendHeader(String(headers[at]), /** @type {string} */ (headers[at + 1]));
      } else if (headers) {
        // setHeader refuses an undefined value, as Node's own writeHead does.
        for (const [name, value] of Object.entries(headers))
          response.setHeader(name, /** @type {OutgoingHttpHeader} */ (value));
      }
      const reason = rest.find((arg) => typeof arg === 'string');
      open(status, /** @type {string | undefined} */ (reason));
      return response;
    }
  );
  /**
   * @param {string | Uint8Array} chunk
   * @param {BufferEncoding | Callback} [encoding]
   * @param {Callback} [callback]
   * @returns {boolean}
   */
  response.write = (chunk, encoding, callback) => {
    if (ended) return false;
    if (!opened) open(response.statusCode);
    const done = typeof encoding === 'function' ? encoding : callback;
    const flowing = first.write(toBuffer(chunk, encoding));
    if (done) process.nextTick(done);
    return flowing;
  };
  /**
   * @param {string | Uint8Array | Callback} [chunk]
   * @param {BufferEncoding | Callback} [encoding]
   * @param {Callback} [callback]
   * @returns {ServerResponse}
   */
  response.end = (chunk, encoding, callback) => {
    if (ended) return response;
    ended = true;
    const last = chunk && typeof chunk !== 'function' ? toBuffer(chunk, encoding) : undefined;
    if (!opened) {
      const sized = response.getHeader('content-length');
      open(response.statusCode, undefined, sized ? undefined : (last?.length ?? 0));
    }
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function');
    if (done) response.once('finish', done);
    first.end(last);
    return response;
  };
  // Next calls it after each chunk of a streamed page, so gzip sends what it has so far.
  /** @type {ServerResponse & { flush?: () => void }} */ (response).flush = () => {
    if (opened) first.flush();
  };
}
