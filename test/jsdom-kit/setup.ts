// What an integrator's setup file holds (or lists directly): the kit's, by its package name.
import '@wallet-kit/sandbox/jsdom';
