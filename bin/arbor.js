#!/usr/bin/env node
import "../dist/arbor.js"
