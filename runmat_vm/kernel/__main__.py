"""Start the RunMat kernel: what the kernelspec's argv runs."""

from __future__ import annotations


def main() -> None:
    from ipykernel.kernelapp import IPKernelApp

    from runmat_vm.kernel.kernel import RunMatKernel

    IPKernelApp.launch_instance(kernel_class=RunMatKernel)


if __name__ == "__main__":
    main()
