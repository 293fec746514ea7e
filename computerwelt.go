// Package computerwelt gives a language model a shell: a bash evaluator over
// a virtual filesystem, in one Go process, with no host process, file or
// network reachable.
package computerwelt
