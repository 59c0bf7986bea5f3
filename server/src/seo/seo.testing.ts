import { JSDOM } from 'jsdom';
export { siteApp } from '../test/test-app';

/** Where the apps under test say they live (PUBLIC_URL), unlike the address supertest calls. */
export const PUBLIC_URL = 'https://www.example.com';

const { DOMParser } = new JSDOM('').window;

/** Parses with a strict XML parser (namespaces included); malformed XML fails the test with the parser's message. */
export function parseXml(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Not well-formed XML: ${error.textContent}\n${xml.slice(0, 500)}`);
  return document;
}

/** The text of every element with this (qualified) name, in document order. */
export function textsOf(document: Document | Element, tagName: string): string[] {
  return Array.from(document.getElementsByTagName(tagName), (element) => element.textContent ?? '');
}
