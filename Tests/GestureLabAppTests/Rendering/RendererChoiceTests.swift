import Testing
@testable import GestureLabApp

@Suite("Renderer choice")
struct RendererChoiceTests {
    private func gl(_ renderer: String, _ vendor: String, driver: String = "opengl") -> Result<GLIdentity, GLProbeFailure> {
        .success(GLIdentity(renderer: renderer, vendor: vendor, sdlDriver: driver))
    }

    @Test("a GPU's GL driver picks SDL's GL renderer and names the GPU", arguments: [
        ("NVIDIA GeForce RTX 3060/PCIe/SSE2", "NVIDIA Corporation"),
        ("AMD Radeon RX 6600 (navi23, LLVM 15.0.6, DRM 3.49, 6.1.0-13-amd64)", "AMD"),
        ("Mesa Intel(R) UHD Graphics 620 (KBL GT2)", "Intel"),
        ("virgl (Apple M1)", "Mesa"),
    ])
    func hardwareGL(renderer: String, vendor: String) {
        let choice = RendererChoice.decide(requested: nil, probe: gl(renderer, vendor))
        #expect(choice.driver == "opengl")
        #expect(choice.reason.contains("hardware GL") && choice.reason.contains(renderer))
    }

    @Test("a GLES 2 context on a GPU picks the opengles2 renderer")
    func hardwareGLES() {
        let choice = RendererChoice.decide(requested: nil, probe: gl("Mali-G78", "ARM", driver: "opengles2"))
        #expect(choice.driver == "opengles2")
    }

    @Test("Mesa's CPU rasterizers keep the software renderer", arguments: [
        ("llvmpipe (LLVM 15.0.6, 256 bits)", "Mesa"),
        ("softpipe", "Mesa/X.org"),
        ("Software Rasterizer", "Mesa Project"),
        ("Mesa swrast", "VMware, Inc."),
        ("LLVMPIPE", "Mesa"),
        ("", "Mesa"),
    ])
    func softwareGL(renderer: String, vendor: String) {
        let choice = RendererChoice.decide(requested: nil, probe: gl(renderer, vendor))
        #expect(choice.driver == "software")
        #expect(choice.reason.contains("CPU rasterizer"))
    }

    @Test("no GL context at all keeps the software renderer and says why")
    func noGL() {
        let choice = RendererChoice.decide(requested: nil, probe: .failure(GLProbeFailure(message: "no GL library")))
        #expect(choice.driver == "software")
        #expect(choice.reason == "no GL: no GL library")
    }

    @Test("--renderer overrides whatever GL is found")
    func override() {
        let onGPU = RendererChoice.decide(requested: "software", probe: gl("NVIDIA GeForce RTX 3060", "NVIDIA"))
        #expect(onGPU == RendererChoice(driver: "software", reason: "--renderer software"))
        let onCPU = RendererChoice.decide(requested: "opengl", probe: gl("llvmpipe", "Mesa"))
        #expect(onCPU.driver == "opengl")
    }

    @Test("a GL renderer that fails to start falls back to software and keeps the first reason")
    func fallback() {
        let choice = RendererChoice.decide(requested: nil, probe: gl("NVIDIA GeForce", "NVIDIA"))
            .fallingBack(because: "Couldn't create context")
        #expect(choice.driver == "software")
        #expect(choice.reason.hasPrefix("opengl failed (Couldn't create context); hardware GL"))
    }
}
