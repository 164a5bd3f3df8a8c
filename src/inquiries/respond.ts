import type { Payload } from 'payload'
import { InquiryRequestError, internalErrorResponse, unavailableResponse } from './httpErrors'
import { InquiryStorageError } from './intake'

/** Runs one API request and turns every outcome into the documented JSON answer. */
export async function answer(payload: () => Promise<Payload>, handle: (payload: Payload) => Promise<Response>): Promise<Response> {
  let instance: Payload | undefined
  try {
    instance = await payload()
    return await handle(instance)
  } catch (error) {
    if (error instanceof InquiryRequestError) return error.toResponse()
    if (!instance) {
      console.error('Inquiry API: Payload is not available', error)
      return unavailableResponse()
    }
    if (error instanceof InquiryStorageError) {
      instance.logger.error({ err: error.cause ?? error }, 'Inquiry could not be stored')
      return unavailableResponse()
    }
    instance.logger.error({ err: error }, 'Inquiry API failed')
    return internalErrorResponse()
  }
}
