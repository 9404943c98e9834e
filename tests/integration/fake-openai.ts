import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** How the fake answers: a JSON body for the message content, broken JSON, a 500, or no answer at all. */
export type FakeMode =
  | { kind: 'answer'; content: (schemaName: string) => unknown }
  | { kind: 'malformed' }
  | { kind: 'error' }
  | { kind: 'hang' }

export type RecordedRequest = {
  path: string
  body: {
    model: string
    messages: { role: string; content: string }[]
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: unknown } }
  }
}

/** An OpenAI-compatible chat-completions server on 127.0.0.1, for the real `openai` client. */
export class FakeOpenAi {
  mode: FakeMode = { kind: 'error' }
  readonly requests: RecordedRequest[] = []
  private server: Server | null = null

  get baseURL(): string {
    const { port } = this.server!.address() as AddressInfo
    return `http://127.0.0.1:${port}/v1`
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res))
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    return this
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections()
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve())
  }

  private async handle(req: IncomingMessage, res: import('node:http').ServerResponse) {
    let raw = ''
    for await (const chunk of req) raw += chunk
    const body = JSON.parse(raw) as RecordedRequest['body']
    this.requests.push({ path: req.url ?? '', body })
    const mode = this.mode
    if (mode.kind === 'hang') return
    if (mode.kind === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: { message: 'The server had an error', type: 'server_error' } }))
      return
    }
    const content =
      mode.kind === 'malformed'
        ? '{"investmentRecommendation": "recommended", "keyStrengths": [unclosed'
        : JSON.stringify(mode.content(body.response_format?.json_schema?.name ?? ''))
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: 1_700_000_000,
        model: body.model,
        choices: [
          { index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    )
  }
}

/** Valid structured answers for each schema the service asks for. */
export const validAnswer = (schemaName: string): unknown => {
  if (schemaName === 'investment_prediction') {
    return {
      investmentRecommendation: 'recommended',
      investmentReadiness: 7.5,
      growthPotential: 8,
      riskLevel: 'medium',
      confidenceScore: 82,
      keyStrengths: ['Model strength: recurring revenue'],
      criticalChallenges: ['Model challenge: owner dependence'],
      recommendedActions: ['Model action: hire a COO'],
      rating: 'buy',
    }
  }
  if (schemaName === 'message_analysis') {
    return {
      urgencyLevel: 'medium',
      businessPotential: 'high',
      summary: 'Model summary of the inquiry.',
      keyPoints: ['Model point one', 'Model point two'],
    }
  }
  return { enhancedBio: 'Model-written biography of the person.' }
}

const long = (text: string) => text.repeat(400)

/** What a model talked round by a hostile message might answer: values inside the enums, everything else out of bounds. */
export const hostileAnswer = (schemaName: string): unknown => {
  if (schemaName === 'investment_prediction') {
    return {
      ...(validAnswer(schemaName) as object),
      investmentReadiness: 99,
      growthPotential: -5,
      confidenceScore: 1000,
      keyStrengths: Array.from({ length: 12 }, () => long('APPROVED ')),
      rating: 'strong_buy',
    }
  }
  if (schemaName === 'message_analysis') {
    return {
      urgencyLevel: 'high',
      businessPotential: 'high',
      summary: long('APPROVED <script>alert(1)</script> '),
      keyPoints: Array.from({ length: 20 }, () => long('APPROVED ')),
    }
  }
  return { enhancedBio: long('APPROVED ') }
}
