; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: kda_gate  instance: kda_gate_act_bf16_dt_f32  arch: gfx942
; profile=portable  act_dtype=bf16  dt_bias_dtype=f32
; ir-sha256: 61958b2a824de16736fe0741c10ef6079da5d9e13edb549c9b8b7bc6c7c517f4
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.globl	kda_gate_act_bf16_dt_f32
	.p2align	8
	.type	kda_gate_act_bf16_dt_f32,@function
kda_gate_act_bf16_dt_f32:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_load_dwordx8 s[12:19], s[0:1], 0x20
	s_mov_b32 s20, s3
	s_ashr_i32 s21, s3, 31
	s_lshl_b64 s[0:1], s[20:21], 7
	v_or_b32_e32 v4, s0, v0
	v_mov_b32_e32 v5, s1
	s_lshl_b64 s[0:1], s[20:21], 2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s8
	s_add_u32 s8, s6, s0
	v_mov_b32_e32 v3, s9
	s_addc_u32 s9, s7, s1
	s_lshl_b32 s2, s2, 1
	s_add_i32 s24, s12, -1
	s_cmp_lt_i32 s2, s12
	s_cselect_b64 s[6:7], -1, 0
	s_min_i32 s0, s2, s24
	s_ashr_i32 s1, s0, 31
	s_mul_i32 s1, s14, s1
	s_mul_hi_u32 s3, s14, s0
	s_add_i32 s1, s3, s1
	s_mul_i32 s3, s15, s0
	s_add_i32 s1, s1, s3
	s_mul_i32 s0, s14, s0
	s_lshl_b64 s[0:1], s[0:1], 1
	v_lshl_add_u64 v[2:3], v[4:5], 2, v[2:3]
	s_add_u32 s0, s4, s0
	global_load_dword v1, v[2:3], off
	s_addc_u32 s1, s5, s1
	v_lshlrev_b64 v[2:3], 1, v[4:5]
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[2:3]
	s_mul_hi_i32 s1, s13, s2
	s_mul_i32 s0, s13, s2
	s_lshl_b64 s[22:23], s[0:1], 7
	s_or_b32 s25, s2, 1
	s_cmp_lt_i32 s25, s12
	s_cselect_b64 s[2:3], -1, 0
	s_min_i32 s12, s25, s24
	s_ashr_i32 s24, s12, 31
	s_mul_i32 s24, s14, s24
	s_mul_hi_u32 s25, s14, s12
	s_add_i32 s24, s25, s24
	s_mul_i32 s15, s15, s12
	s_add_i32 s15, s24, s15
	s_mul_i32 s14, s14, s12
	s_lshl_b64 s[14:15], s[14:15], 1
	s_add_u32 s4, s4, s14
	s_addc_u32 s5, s5, s15
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[2:3]
	global_load_ushort v6, v[6:7], off
	s_load_dword s4, s[8:9], 0x0
	global_load_ushort v7, v[2:3], off
	v_mov_b32_e32 v2, 0xc2d00000
	s_mov_b32 s5, 0x42b20000
	v_mov_b32_e32 v3, 0x42b20000
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v10, s4
	v_cmp_nlt_f32_e32 vcc, s4, v2
	v_mov_b32_e32 v8, 0x4b400000
	v_mov_b32_e32 v9, 0x3ab60b61
	v_cndmask_b32_e32 v2, v2, v10, vcc
	v_cmp_nlt_f32_e32 vcc, s5, v2
	s_cmp_eq_u32 s16, 0
	s_nop 0
	v_cndmask_b32_e32 v10, v3, v2, vcc
	v_fmac_f32_e32 v8, 0x3fb8aa3b, v10
	v_add_f32_e32 v8, 0xcb400000, v8
	v_lshl_add_u64 v[2:3], v[4:5], 0, s[22:23]
	v_fmamk_f32 v4, v8, 0xbf317218, v10
	v_mul_f32_e32 v5, 0x3102e308, v8
	v_add_f32_e32 v10, v4, v5
	v_sub_f32_e32 v4, v10, v4
	v_fmac_f32_e32 v9, 0x39500d01, v10
	v_sub_f32_e32 v4, v5, v4
	v_fmaak_f32 v5, v9, v10, 0x3c088889
	v_fmaak_f32 v5, v5, v10, 0x3d2aaaab
	v_cmp_o_f32_e32 vcc, v8, v8
	v_fmaak_f32 v5, v5, v10, 0x3e2aaaab
	v_mul_f32_e32 v11, v10, v10
	v_cndmask_b32_e32 v8, 0, v8, vcc
	v_fma_f32 v5, v5, v10, 0.5
	v_cvt_i32_f32_e32 v8, v8
	v_mul_f32_e32 v5, v11, v5
	v_add_f32_e32 v11, v10, v5
	v_sub_f32_e32 v10, v11, v10
	v_add_f32_e32 v12, 1.0, v11
	v_sub_f32_e32 v5, v5, v10
	v_add_f32_e32 v10, -1.0, v12
	v_ashrrev_i32_e32 v9, 1, v8
	v_add_f32_e32 v4, v4, v5
	v_sub_f32_e32 v5, v11, v10
	v_sub_u32_e32 v8, v8, v9
	v_lshlrev_b32_e32 v9, 23, v9
	v_add_f32_e32 v4, v5, v4
	v_add_u32_e32 v9, 1.0, v9
	v_lshlrev_b32_e32 v8, 23, v8
	v_add_f32_e32 v4, v12, v4
	v_add_u32_e32 v8, 1.0, v8
	v_mul_f32_e32 v4, v4, v9
	v_mul_f32_e32 v5, v4, v8
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v4, 16, v6
	v_add_f32_e32 v4, v1, v4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v6, 16, v7
	v_add_f32_e32 v1, v1, v6
	s_cbranch_scc1 .LBB0_7
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccz .LBB0_3
	v_mul_f32_e32 v6, v4, v5
	s_mov_b32 s8, 0xc2d00000
	v_sub_f32_e32 v7, 0, v6
	v_mov_b32_e32 v14, 0xc2d00000
	v_cmp_nlt_f32_e64 vcc, -v6, s8
	s_mov_b32 s9, 0x42b20000
	v_mov_b32_e32 v15, 0x42b20000
	v_cndmask_b32_e32 v6, v14, v7, vcc
	v_cmp_nlt_f32_e32 vcc, s9, v6
	v_mov_b32_e32 v16, 0x4b400000
	v_mov_b32_e32 v18, 0x3ab60b61
	v_cndmask_b32_e32 v7, v15, v6, vcc
	v_fmamk_f32 v6, v7, 0x3fb8aa3b, v16
	v_add_f32_e32 v17, 0xcb400000, v6
	v_fmac_f32_e32 v7, 0xbf317218, v17
	v_mul_f32_e32 v9, 0x3102e308, v17
	v_add_f32_e32 v11, v7, v9
	v_fmamk_f32 v8, v11, 0x39500d01, v18
	v_fmaak_f32 v8, v8, v11, 0x3c088889
	v_fmaak_f32 v8, v8, v11, 0x3d2aaaab
	v_fmaak_f32 v8, v8, v11, 0x3e2aaaab
	v_mul_f32_e32 v6, v11, v11
	v_fma_f32 v8, v8, v11, 0.5
	v_mul_f32_e32 v6, v6, v8
	v_add_f32_e32 v8, v11, v6
	v_add_f32_e32 v19, 1.0, v8
	v_sub_f32_e32 v10, v8, v11
	v_sub_f32_e32 v20, v6, v10
	v_mov_b32_e32 v6, -1.0
	v_add_f32_e32 v10, -1.0, v19
	v_cmp_o_f32_e32 vcc, v17, v17
	v_pk_add_f32 v[12:13], v[10:11], v[6:7] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_cndmask_b32_e32 v7, 0, v17, vcc
	v_cvt_i32_f32_e32 v7, v7
	v_mov_b32_e32 v11, v13
	v_pk_add_f32 v[8:9], v[8:9], v[10:11] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v12, 0x3d2aaaab
	v_add_f32_e32 v9, v9, v20
	v_add_f32_e32 v8, v8, v9
	v_ashrrev_i32_e32 v9, 1, v7
	v_add_f32_e32 v8, v19, v8
	v_lshl_add_u32 v10, v9, 23, 1.0
	v_sub_u32_e32 v7, v7, v9
	v_mul_f32_e32 v8, v8, v10
	v_lshl_add_u32 v7, v7, 23, 1.0
	v_mul_f32_e32 v7, v8, v7
	v_add_f32_e32 v7, 1.0, v7
	v_div_scale_f32 v8, s[4:5], v7, v7, 1.0
	v_rcp_f32_e32 v9, v8
	v_mov_b32_e32 v10, 0x3c088889
	v_mov_b32_e32 v13, 0x3e2aaaab
	v_fma_f32 v11, -v8, v9, 1.0
	v_fmac_f32_e32 v9, v11, v9
	v_div_scale_f32 v11, vcc, 1.0, v7, 1.0
	v_mul_f32_e32 v17, v11, v9
	v_fma_f32 v19, -v8, v17, v11
	v_fmac_f32_e32 v17, v19, v9
	v_fma_f32 v8, -v8, v17, v11
	v_div_fmas_f32 v8, v8, v9, v17
	v_div_fixup_f32 v7, v8, v7, 1.0
	v_mul_f32_e32 v7, s19, v7
	v_cmp_ngt_f32_e32 vcc, s8, v7
	s_nop 1
	v_cndmask_b32_e32 v7, v14, v7, vcc
	v_cmp_nlt_f32_e32 vcc, s9, v7
	s_nop 1
	v_cndmask_b32_e32 v7, v15, v7, vcc
	v_fmac_f32_e32 v16, 0x3fb8aa3b, v7
	v_add_f32_e32 v14, 0xcb400000, v16
	v_fmac_f32_e32 v7, 0xbf317218, v14
	v_mul_f32_e32 v9, 0x3102e308, v14
	v_add_f32_e32 v11, v7, v9
	v_fmac_f32_e32 v18, 0x39500d01, v11
	v_fmac_f32_e32 v10, v18, v11
	v_fmac_f32_e32 v12, v10, v11
	v_fmac_f32_e32 v13, v12, v11
	v_mul_f32_e32 v8, v11, v11
	v_fma_f32 v10, v13, v11, 0.5
	v_mul_f32_e32 v10, v8, v10
	v_add_f32_e32 v8, v11, v10
	v_add_f32_e32 v12, 1.0, v8
	v_sub_f32_e32 v13, v8, v11
	v_sub_f32_e32 v13, v10, v13
	v_add_f32_e32 v10, -1.0, v12
	v_pk_add_f32 v[6:7], v[10:11], v[6:7] neg_lo:[0,1] neg_hi:[0,1]
	v_cmp_o_f32_e32 vcc, v14, v14
	v_mov_b32_e32 v11, v7
	v_pk_add_f32 v[6:7], v[8:9], v[10:11] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v8, 0, v14, vcc
	v_cvt_i32_f32_e32 v8, v8
	v_add_f32_e32 v7, v7, v13
	v_add_f32_e32 v6, v6, v7
	v_add_f32_e32 v6, v12, v6
	v_ashrrev_i32_e32 v7, 1, v8
	v_lshl_add_u32 v9, v7, 23, 1.0
	v_sub_u32_e32 v7, v8, v7
	v_mul_f32_e32 v6, v6, v9
	v_lshl_add_u32 v7, v7, 23, 1.0
	v_mul_f32_e32 v8, v6, v7
	v_lshl_add_u64 v[6:7], v[2:3], 2, s[10:11]
	global_store_dword v[6:7], v8, off
.LBB0_3:
	v_mul_f32_e32 v6, v1, v5
	s_mov_b32 s8, 0xc2d00000
	v_sub_f32_e32 v7, 0, v6
	v_mov_b32_e32 v10, 0xc2d00000
	v_cmp_nlt_f32_e64 vcc, -v6, s8
	s_mov_b32 s9, 0x42b20000
	v_mov_b32_e32 v11, 0x42b20000
	v_cndmask_b32_e32 v6, v10, v7, vcc
	v_cmp_nlt_f32_e32 vcc, s9, v6
	v_mov_b32_e32 v12, 0x4b400000
	v_mov_b32_e32 v15, 0x3ab60b61
	v_cndmask_b32_e32 v9, v11, v6, vcc
	v_fmamk_f32 v6, v9, 0x3fb8aa3b, v12
	v_add_f32_e32 v13, 0xcb400000, v6
	v_fmac_f32_e32 v9, 0xbf317218, v13
	v_mul_f32_e32 v7, 0x3102e308, v13
	v_add_f32_e32 v14, v9, v7
	v_fmamk_f32 v6, v14, 0x39500d01, v15
	v_fmaak_f32 v6, v6, v14, 0x3c088889
	v_fmaak_f32 v6, v6, v14, 0x3d2aaaab
	v_fmaak_f32 v6, v6, v14, 0x3e2aaaab
	v_fma_f32 v6, v6, v14, 0.5
	v_mul_f32_e32 v8, v14, v14
	v_mul_f32_e32 v8, v8, v6
	v_add_f32_e32 v6, v14, v8
	v_sub_f32_e32 v16, v6, v14
	v_add_f32_e32 v17, 1.0, v6
	v_sub_f32_e32 v16, v8, v16
	v_add_f32_e32 v8, -1.0, v17
	v_sub_f32_e32 v9, v14, v9
	v_cmp_o_f32_e32 vcc, v13, v13
	v_pk_add_f32 v[6:7], v[6:7], v[8:9] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v9, 0x3c088889
	v_cndmask_b32_e32 v8, 0, v13, vcc
	v_cvt_i32_f32_e32 v8, v8
	v_add_f32_e32 v7, v7, v16
	v_add_f32_e32 v6, v6, v7
	v_add_f32_e32 v6, v17, v6
	v_ashrrev_i32_e32 v7, 1, v8
	v_sub_u32_e32 v8, v8, v7
	v_lshl_add_u32 v7, v7, 23, 1.0
	v_lshl_add_u32 v8, v8, 23, 1.0
	v_mul_f32_e32 v6, v6, v7
	v_mul_f32_e32 v6, v6, v8
	v_add_f32_e32 v6, 1.0, v6
	v_div_scale_f32 v7, s[4:5], v6, v6, 1.0
	v_rcp_f32_e32 v8, v7
	v_mov_b32_e32 v13, 0x3d2aaaab
	v_mov_b32_e32 v14, 0x3e2aaaab
	s_mov_b64 s[4:5], s[2:3]
	v_fma_f32 v16, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v16, v8
	v_div_scale_f32 v16, vcc, 1.0, v6, 1.0
	v_mul_f32_e32 v17, v16, v8
	v_fma_f32 v18, -v7, v17, v16
	v_fmac_f32_e32 v17, v18, v8
	v_fma_f32 v7, -v7, v17, v16
	v_div_fmas_f32 v7, v7, v8, v17
	v_div_fixup_f32 v6, v7, v6, 1.0
	v_mul_f32_e32 v6, s19, v6
	v_cmp_ngt_f32_e32 vcc, s8, v6
	s_nop 1
	v_cndmask_b32_e32 v6, v10, v6, vcc
	v_cmp_nlt_f32_e32 vcc, s9, v6
	s_nop 1
	v_cndmask_b32_e32 v6, v11, v6, vcc
	v_fmac_f32_e32 v12, 0x3fb8aa3b, v6
	v_add_f32_e32 v7, 0xcb400000, v12
	v_fmac_f32_e32 v6, 0xbf317218, v7
	v_mul_f32_e32 v8, 0x3102e308, v7
	v_add_f32_e32 v10, v6, v8
	v_fmac_f32_e32 v15, 0x39500d01, v10
	v_fmac_f32_e32 v9, v15, v10
	v_fmac_f32_e32 v13, v9, v10
	v_sub_f32_e32 v6, v10, v6
	v_fmac_f32_e32 v14, v13, v10
	v_sub_f32_e32 v6, v8, v6
	v_fma_f32 v8, v14, v10, 0.5
	v_mul_f32_e32 v9, v10, v10
	v_mul_f32_e32 v8, v9, v8
	v_add_f32_e32 v9, v10, v8
	v_sub_f32_e32 v10, v9, v10
	v_cmp_o_f32_e32 vcc, v7, v7
	v_sub_f32_e32 v8, v8, v10
	v_add_f32_e32 v6, v6, v8
	v_cndmask_b32_e32 v7, 0, v7, vcc
	v_add_f32_e32 v8, 1.0, v9
	v_cvt_i32_f32_e32 v7, v7
	v_add_f32_e32 v10, -1.0, v8
	v_sub_f32_e32 v9, v9, v10
	v_add_f32_e32 v6, v9, v6
	v_add_f32_e32 v6, v8, v6
	v_ashrrev_i32_e32 v8, 1, v7
	v_sub_u32_e32 v7, v7, v8
	v_lshl_add_u32 v8, v8, 23, 1.0
	v_lshl_add_u32 v7, v7, 23, 1.0
	v_mul_f32_e32 v6, v6, v8
	v_mul_f32_e32 v6, v6, v7
	s_branch .LBB0_8
.LBB0_4:
	v_div_scale_f32 v6, s[4:5], s17, s17, 1.0
	v_rcp_f32_e32 v7, v6
	v_div_scale_f32 v8, vcc, 1.0, s17, 1.0
	v_sub_f32_e32 v5, 0, v5
	v_fma_f32 v9, -v6, v7, 1.0
	v_fmac_f32_e32 v7, v9, v7
	v_mul_f32_e32 v9, v8, v7
	v_fma_f32 v10, -v6, v9, v8
	v_fmac_f32_e32 v9, v10, v7
	v_fma_f32 v6, -v6, v9, v8
	v_div_fmas_f32 v6, v6, v7, v9
	v_div_fixup_f32 v6, v6, s17, 1.0
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccz .LBB0_6
	v_mul_f32_e32 v16, s17, v4
	s_mov_b32 s6, 0xc2d00000
	v_mov_b32_e32 v17, 0xc2d00000
	v_cmp_ngt_f32_e32 vcc, s6, v16
	s_mov_b32 s7, 0x42b20000
	v_mov_b32_e32 v18, 0x42b20000
	v_cndmask_b32_e32 v7, v17, v16, vcc
	v_cmp_nlt_f32_e32 vcc, s7, v7
	v_mov_b32_e32 v19, 0x4b400000
	v_mov_b32_e32 v21, 0x3ab60b61
	v_cndmask_b32_e32 v9, v18, v7, vcc
	v_fmamk_f32 v7, v9, 0x3fb8aa3b, v19
	v_add_f32_e32 v20, 0xcb400000, v7
	v_fmac_f32_e32 v9, 0xbf317218, v20
	v_mul_f32_e32 v11, 0x3102e308, v20
	v_add_f32_e32 v7, v9, v11
	v_fmamk_f32 v10, v7, 0x39500d01, v21
	v_fmaak_f32 v10, v10, v7, 0x3c088889
	v_fmaak_f32 v10, v10, v7, 0x3d2aaaab
	v_fmaak_f32 v10, v10, v7, 0x3e2aaaab
	v_mul_f32_e32 v8, v7, v7
	v_fma_f32 v10, v10, v7, 0.5
	v_mul_f32_e32 v8, v8, v10
	v_add_f32_e32 v10, v7, v8
	v_sub_f32_e32 v12, v10, v7
	v_sub_f32_e32 v26, v8, v12
	v_mov_b32_e32 v8, -1.0
	v_cmp_o_f32_e32 vcc, v20, v20
	v_pk_add_f32 v[14:15], v[6:7], v[8:9] neg_lo:[0,1] neg_hi:[0,1]
	v_add_f32_e32 v25, 1.0, v10
	v_cndmask_b32_e32 v7, 0, v20, vcc
	v_cvt_i32_f32_e32 v7, v7
	v_add_f32_e32 v12, -1.0, v25
	v_mov_b32_e32 v13, v15
	v_pk_add_f32 v[10:11], v[10:11], v[12:13] neg_lo:[0,1] neg_hi:[0,1]
	s_mov_b32 s4, 0x800000
	v_add_f32_e32 v9, v11, v26
	v_add_f32_e32 v9, v10, v9
	v_ashrrev_i32_e32 v10, 1, v7
	v_add_f32_e32 v9, v25, v9
	v_lshl_add_u32 v11, v10, 23, 1.0
	v_sub_u32_e32 v7, v7, v10
	v_mul_f32_e32 v9, v9, v11
	v_lshl_add_u32 v7, v7, 23, 1.0
	v_mul_f32_e32 v7, v9, v7
	v_add_f32_e32 v7, 1.0, v7
	v_mul_f32_e32 v9, 0x4b000000, v7
	v_cmp_gt_f32_e32 vcc, s4, v7
	v_not_b32_e32 v12, 22
	v_mov_b32_e32 v22, 0x3c088889
	v_cndmask_b32_e32 v9, v7, v9, vcc
	v_add_u32_e32 v10, 0xc0cafb0d, v9
	v_ashrrev_i32_e32 v11, 23, v10
	v_and_b32_e32 v10, 0xff800000, v10
	v_sub_u32_e32 v9, v9, v10
	v_add_f32_e32 v9, -1.0, v9
	v_add_f32_e32 v10, 2.0, v9
	v_div_scale_f32 v13, s[4:5], v10, v10, v9
	v_rcp_f32_e32 v14, v13
	v_cndmask_b32_e32 v12, 0, v12, vcc
	v_add_u32_e32 v11, v11, v12
	v_cvt_f32_i32_e32 v11, v11
	v_fma_f32 v12, -v13, v14, 1.0
	v_fmac_f32_e32 v14, v12, v14
	v_div_scale_f32 v12, vcc, v9, v10, v9
	v_mul_f32_e32 v15, v12, v14
	v_fma_f32 v20, -v13, v15, v12
	v_fmac_f32_e32 v15, v20, v14
	v_fma_f32 v12, -v13, v15, v12
	v_div_fmas_f32 v12, v12, v14, v15
	v_div_fixup_f32 v10, v12, v10, v9
	v_mul_f32_e32 v12, v10, v10
	v_mov_b32_e32 v13, 0x3e638e39
	v_fmac_f32_e32 v13, 0x3e3a2e8c, v12
	v_fmaak_f32 v13, v13, v12, 0x3e924925
	v_fmaak_f32 v13, v13, v12, 0x3ecccccd
	v_fmaak_f32 v13, v13, v12, 0x3f2aaaab
	v_mul_f32_e32 v12, v12, v13
	v_sub_f32_e32 v12, v9, v12
	v_fma_f32 v9, -v10, v12, v9
	v_fmamk_f32 v9, v11, 0xb102e308, v9
	v_fmamk_f32 v9, v11, 0x3f317218, v9
	v_mov_b32_e32 v10, 0xff800000
	v_cmp_neq_f32_e32 vcc, 0, v7
	s_mov_b32 s4, 0x7f800000
	v_mov_b32_e32 v23, 0x3d2aaaab
	v_cndmask_b32_e32 v9, v10, v9, vcc
	v_mov_b32_e32 v10, 0x7f800000
	v_cmp_neq_f32_e32 vcc, s4, v7
	v_mov_b32_e32 v24, 0x3e2aaaab
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[10:11]
	v_cndmask_b32_e32 v9, v10, v9, vcc
	v_mov_b32_e32 v10, 0x7fc00000
	v_cmp_ngt_f32_e32 vcc, 0, v7
	s_nop 1
	v_cndmask_b32_e32 v9, v10, v9, vcc
	v_cmp_u_f32_e32 vcc, v7, v7
	s_nop 1
	v_cndmask_b32_e32 v7, v9, v7, vcc
	v_mul_f32_e32 v7, v6, v7
	v_cmp_ge_f32_e32 vcc, s18, v16
	s_nop 1
	v_cndmask_b32_e32 v4, v4, v7, vcc
	v_mul_f32_e32 v4, v5, v4
	v_cmp_ngt_f32_e32 vcc, s6, v4
	s_nop 1
	v_cndmask_b32_e32 v4, v17, v4, vcc
	v_cmp_nlt_f32_e32 vcc, s7, v4
	s_nop 1
	v_cndmask_b32_e32 v9, v18, v4, vcc
	v_fmac_f32_e32 v19, 0x3fb8aa3b, v9
	v_add_f32_e32 v4, 0xcb400000, v19
	v_fmac_f32_e32 v9, 0xbf317218, v4
	v_mul_f32_e32 v11, 0x3102e308, v4
	v_add_f32_e32 v7, v9, v11
	v_fmac_f32_e32 v21, 0x39500d01, v7
	v_fmac_f32_e32 v22, v21, v7
	v_fmac_f32_e32 v23, v22, v7
	v_fmac_f32_e32 v24, v23, v7
	v_mul_f32_e32 v10, v7, v7
	v_fma_f32 v12, v24, v7, 0.5
	v_mul_f32_e32 v12, v10, v12
	v_cmp_o_f32_e32 vcc, v4, v4
	v_add_f32_e32 v10, v7, v12
	v_add_f32_e32 v14, 1.0, v10
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_sub_f32_e32 v13, v10, v7
	v_pk_add_f32 v[8:9], v[6:7], v[8:9] neg_lo:[0,1] neg_hi:[0,1]
	v_cvt_i32_f32_e32 v4, v4
	v_sub_f32_e32 v15, v12, v13
	v_add_f32_e32 v12, -1.0, v14
	v_mov_b32_e32 v13, v9
	v_pk_add_f32 v[8:9], v[10:11], v[12:13] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v7, v9, v15
	v_add_f32_e32 v7, v8, v7
	v_ashrrev_i32_e32 v8, 1, v4
	v_add_f32_e32 v7, v14, v7
	v_lshl_add_u32 v9, v8, 23, 1.0
	v_sub_u32_e32 v4, v4, v8
	v_mul_f32_e32 v7, v7, v9
	v_lshl_add_u32 v4, v4, 23, 1.0
	v_mul_f32_e32 v4, v7, v4
	global_store_dword v[2:3], v4, off
.LBB0_6:
	v_mul_f32_e32 v4, s17, v1
	s_mov_b32 s6, 0xc2d00000
	v_mov_b32_e32 v7, 0xc2d00000
	v_cmp_ngt_f32_e32 vcc, s6, v4
	s_mov_b32 s7, 0x42b20000
	v_mov_b32_e32 v10, 0x42b20000
	v_cndmask_b32_e32 v2, v7, v4, vcc
	v_cmp_nlt_f32_e32 vcc, s7, v2
	v_mov_b32_e32 v11, 0x4b400000
	v_mov_b32_e32 v14, 0x3ab60b61
	v_cndmask_b32_e32 v9, v10, v2, vcc
	v_fmamk_f32 v2, v9, 0x3fb8aa3b, v11
	v_add_f32_e32 v12, 0xcb400000, v2
	v_fmac_f32_e32 v9, 0xbf317218, v12
	v_mul_f32_e32 v3, 0x3102e308, v12
	v_add_f32_e32 v13, v9, v3
	v_fmamk_f32 v2, v13, 0x39500d01, v14
	v_fmaak_f32 v2, v2, v13, 0x3c088889
	v_fmaak_f32 v2, v2, v13, 0x3d2aaaab
	v_fmaak_f32 v2, v2, v13, 0x3e2aaaab
	v_fma_f32 v2, v2, v13, 0.5
	v_mul_f32_e32 v8, v13, v13
	v_mul_f32_e32 v8, v8, v2
	v_add_f32_e32 v2, v13, v8
	v_sub_f32_e32 v18, v2, v13
	v_add_f32_e32 v19, 1.0, v2
	v_sub_f32_e32 v18, v8, v18
	v_add_f32_e32 v8, -1.0, v19
	v_sub_f32_e32 v9, v13, v9
	v_cmp_o_f32_e32 vcc, v12, v12
	v_pk_add_f32 v[2:3], v[2:3], v[8:9] neg_lo:[0,1] neg_hi:[0,1]
	s_mov_b32 s4, 0x800000
	v_cndmask_b32_e32 v8, 0, v12, vcc
	v_cvt_i32_f32_e32 v8, v8
	v_add_f32_e32 v3, v3, v18
	v_add_f32_e32 v2, v2, v3
	v_add_f32_e32 v2, v19, v2
	v_ashrrev_i32_e32 v3, 1, v8
	v_sub_u32_e32 v8, v8, v3
	v_lshl_add_u32 v3, v3, 23, 1.0
	v_lshl_add_u32 v8, v8, 23, 1.0
	v_mul_f32_e32 v2, v2, v3
	v_mul_f32_e32 v2, v2, v8
	v_add_f32_e32 v2, 1.0, v2
	v_mul_f32_e32 v3, 0x4b000000, v2
	v_cmp_gt_f32_e32 vcc, s4, v2
	v_not_b32_e32 v8, 22
	v_mov_b32_e32 v15, 0x3c088889
	v_cndmask_b32_e32 v3, v2, v3, vcc
	v_add_u32_e32 v9, 0xc0cafb0d, v3
	v_and_b32_e32 v12, 0xff800000, v9
	v_sub_u32_e32 v3, v3, v12
	v_add_f32_e32 v3, -1.0, v3
	v_add_f32_e32 v12, 2.0, v3
	v_div_scale_f32 v13, s[4:5], v12, v12, v3
	v_rcp_f32_e32 v18, v13
	v_cndmask_b32_e32 v8, 0, v8, vcc
	v_ashrrev_i32_e32 v9, 23, v9
	v_add_u32_e32 v8, v9, v8
	v_fma_f32 v9, -v13, v18, 1.0
	v_fmac_f32_e32 v18, v9, v18
	v_div_scale_f32 v9, vcc, v3, v12, v3
	v_mul_f32_e32 v19, v9, v18
	v_fma_f32 v20, -v13, v19, v9
	v_fmac_f32_e32 v19, v20, v18
	v_fma_f32 v9, -v13, v19, v9
	v_div_fmas_f32 v9, v9, v18, v19
	v_div_fixup_f32 v9, v9, v12, v3
	v_mul_f32_e32 v12, v9, v9
	v_mov_b32_e32 v13, 0x3e638e39
	v_fmac_f32_e32 v13, 0x3e3a2e8c, v12
	v_fmaak_f32 v13, v13, v12, 0x3e924925
	v_fmaak_f32 v13, v13, v12, 0x3ecccccd
	v_cvt_f32_i32_e32 v8, v8
	v_fmaak_f32 v13, v13, v12, 0x3f2aaaab
	v_mul_f32_e32 v12, v12, v13
	v_sub_f32_e32 v12, v3, v12
	v_fma_f32 v3, -v9, v12, v3
	v_fmamk_f32 v3, v8, 0xb102e308, v3
	v_fmamk_f32 v3, v8, 0x3f317218, v3
	v_mov_b32_e32 v8, 0xff800000
	v_cmp_neq_f32_e32 vcc, 0, v2
	s_mov_b32 s4, 0x7f800000
	v_mov_b32_e32 v16, 0x3d2aaaab
	v_cndmask_b32_e32 v3, v8, v3, vcc
	v_mov_b32_e32 v8, 0x7f800000
	v_cmp_neq_f32_e32 vcc, s4, v2
	v_mov_b32_e32 v17, 0x3e2aaaab
	s_nop 0
	v_cndmask_b32_e32 v3, v8, v3, vcc
	v_mov_b32_e32 v8, 0x7fc00000
	v_cmp_ngt_f32_e32 vcc, 0, v2
	s_nop 1
	v_cndmask_b32_e32 v3, v8, v3, vcc
	v_cmp_u_f32_e32 vcc, v2, v2
	s_nop 1
	v_cndmask_b32_e32 v2, v3, v2, vcc
	v_mul_f32_e32 v2, v6, v2
	v_cmp_ge_f32_e32 vcc, s18, v4
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_mul_f32_e32 v1, v5, v1
	v_cmp_ngt_f32_e32 vcc, s6, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v7, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s7, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v10, v1, vcc
	v_fmac_f32_e32 v11, 0x3fb8aa3b, v1
	v_add_f32_e32 v2, 0xcb400000, v11
	v_fmac_f32_e32 v1, 0xbf317218, v2
	v_mul_f32_e32 v3, 0x3102e308, v2
	v_add_f32_e32 v4, v1, v3
	v_fmac_f32_e32 v14, 0x39500d01, v4
	v_fmac_f32_e32 v15, v14, v4
	v_fmac_f32_e32 v16, v15, v4
	v_sub_f32_e32 v1, v4, v1
	v_fmac_f32_e32 v17, v16, v4
	v_sub_f32_e32 v1, v3, v1
	v_fma_f32 v3, v17, v4, 0.5
	v_mul_f32_e32 v5, v4, v4
	v_mul_f32_e32 v3, v5, v3
	v_add_f32_e32 v5, v4, v3
	v_sub_f32_e32 v4, v5, v4
	v_cmp_o_f32_e32 vcc, v2, v2
	v_sub_f32_e32 v3, v3, v4
	v_add_f32_e32 v1, v1, v3
	v_cndmask_b32_e32 v2, 0, v2, vcc
	v_add_f32_e32 v3, 1.0, v5
	v_cvt_i32_f32_e32 v2, v2
	v_add_f32_e32 v4, -1.0, v3
	v_sub_f32_e32 v4, v5, v4
	v_add_f32_e32 v1, v4, v1
	v_add_f32_e32 v1, v3, v1
	v_ashrrev_i32_e32 v3, 1, v2
	v_sub_u32_e32 v2, v2, v3
	v_lshl_add_u32 v3, v3, 23, 1.0
	v_lshl_add_u32 v2, v2, 23, 1.0
	v_mul_f32_e32 v1, v1, v3
	v_mul_f32_e32 v6, v1, v2
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_9
	s_branch .LBB0_10
.LBB0_7:
	s_mov_b64 s[4:5], 0
	s_cbranch_execnz .LBB0_4
.LBB0_8:
	s_mov_b64 s[2:3], s[4:5]
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccz .LBB0_10
.LBB0_9:
	s_ashr_i32 s2, s13, 31
	s_add_u32 s0, s0, s20
	s_addc_u32 s1, s1, s21
	s_add_u32 s0, s0, s13
	s_addc_u32 s1, s1, s2
	s_lshl_b64 s[0:1], s[0:1], 9
	s_add_u32 s0, s10, s0
	s_addc_u32 s1, s11, s1
	v_lshlrev_b32_e32 v0, 2, v0
	global_store_dword v0, v6, s[0:1]
.LBB0_10:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kda_gate_act_bf16_dt_f32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 76
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 27
		.amdhsa_next_free_sgpr 26
		.amdhsa_accum_offset 28
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	kda_gate_act_bf16_dt_f32, .Lfunc_end0-kda_gate_act_bf16_dt_f32

	.set kda_gate_act_bf16_dt_f32.num_vgpr, 27
	.set kda_gate_act_bf16_dt_f32.num_agpr, 0
	.set kda_gate_act_bf16_dt_f32.numbered_sgpr, 26
	.set kda_gate_act_bf16_dt_f32.num_named_barrier, 0
	.set kda_gate_act_bf16_dt_f32.private_seg_size, 0
	.set kda_gate_act_bf16_dt_f32.uses_vcc, 1
	.set kda_gate_act_bf16_dt_f32.uses_flat_scratch, 0
	.set kda_gate_act_bf16_dt_f32.has_dyn_sized_stack, 0
	.set kda_gate_act_bf16_dt_f32.has_recursion, 0
	.set kda_gate_act_bf16_dt_f32.has_indirect_call, 0
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .name:           a
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           A_log
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           dt_bias
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           decay
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .name:           num_tokens
        .offset:         32
        .size:           4
        .value_kind:     by_value
      - .name:           num_v_heads
        .offset:         36
        .size:           4
        .value_kind:     by_value
      - .name:           stride_a
        .offset:         40
        .size:           8
        .value_kind:     by_value
      - .name:           safe_gate
        .offset:         48
        .size:           4
        .value_kind:     by_value
      - .name:           softplus_beta
        .offset:         52
        .size:           4
        .value_kind:     by_value
      - .name:           softplus_threshold
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           lower_bound
        .offset:         60
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .name:           diagnostics
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .name:           diagnostics_on
        .offset:         72
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 76
    .max_flat_workgroup_size: 128
    .name:           kda_gate_act_bf16_dt_f32
    .private_segment_fixed_size: 0
    .sgpr_count:     32
    .sgpr_spill_count: 0
    .symbol:         kda_gate_act_bf16_dt_f32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     27
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
