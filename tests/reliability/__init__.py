"""Reliability suites: concurrency, crash safety, bad input, secrecy (issue 9)."""
