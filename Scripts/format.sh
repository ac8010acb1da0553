#!/usr/bin/env bash
# Formats the Swift sources with the toolchain's swift-format (.swift-format), then lints.
set -euo pipefail
cd "$(dirname "$0")/.."
swift format --in-place --recursive Sources Tests Benchmarks/Benchmarks Package.swift
swift format lint --recursive Sources Tests Benchmarks/Benchmarks Package.swift
