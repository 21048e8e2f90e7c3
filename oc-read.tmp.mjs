import fs from 'node:fs';
import { simpleParser } from 'mailparser';
const m = await simpleParser(fs.readFileSync(process.argv[2]));
console.log('Subject:', m.subject, '\nTo:', m.to?.text, '\nReply-To:', m.replyTo?.text, '\n');
console.log(m.text);
for (const a of m.attachments) { console.log('ATT', a.filename, a.contentType, a.size); fs.writeFileSync('/tmp/oc-att.pdf', a.content); }
