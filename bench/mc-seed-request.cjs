// autocannon setupRequest for the uncached HTTP runs (bench/http.bench.ts): each request gets its
// own mcSeed, so the response cache never answers it. The body's mcSeed is the run's base; the
// counter is per load-generator thread (autocannon requires this file by path in its worker).
'use strict';

let template;
let templateBody;
let count = 0;

module.exports = function setupRequest(request) {
  if (request.body !== templateBody) {
    templateBody = request.body;
    template = JSON.parse(templateBody);
  }
  count++;
  request.body = JSON.stringify({ ...template, mcSeed: template.mcSeed + count });
  return request;
};
