export class CircuitOpenError extends Error {
  remote: string;

  constructor(remote: string) {
    super(`The circuit for ${remote} is open`);
    this.name = 'CircuitOpenError';
    this.remote = remote;
  }
}

type Circuit = { failures: number; openUntil: number };

// Counts failed requests per remote. After `threshold` failures in a row the circuit
// opens: check() throws for `cooldownMs`. After that one request is let through
// (half-open): a module that loads closes the circuit, one more failure opens it again.
export class CircuitBreaker {
  private circuits = new Map<string, Circuit>();
  private threshold: number;
  private cooldownMs: number;

  constructor(threshold: number, cooldownMs: number) {
    this.threshold = threshold;
    this.cooldownMs = cooldownMs;
  }

  private circuit(remote: string): Circuit {
    let circuit = this.circuits.get(remote);
    if (!circuit) {
      circuit = { failures: 0, openUntil: 0 };
      this.circuits.set(remote, circuit);
    }
    return circuit;
  }

  isOpen(remote: string): boolean {
    return this.circuit(remote).openUntil > Date.now();
  }

  check(remote: string): void {
    if (this.isOpen(remote)) throw new CircuitOpenError(remote);
  }

  /** Returns true when this failure opened the circuit. */
  recordFailure(remote: string): boolean {
    const circuit = this.circuit(remote);
    circuit.failures += 1;
    if (circuit.failures < this.threshold) return false;
    circuit.openUntil = Date.now() + this.cooldownMs;
    circuit.failures = this.threshold - 1;
    return true;
  }

  recordSuccess(remote: string): void {
    this.circuits.delete(remote);
  }
}
