; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: kda_gate  instance: kda_gate_act_bf16_dt_f32  arch: gfx950
; profile=portable  act_dtype=bf16  dt_bias_dtype=f32
; ir-sha256: e96d55854181d4e1649e8c18012c0bb11bb223be573cb90c2c796aa5fe16d9a4
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	kda_gate_act_bf16_dt_f32
	.p2align	8
	.type	kda_gate_act_bf16_dt_f32,@function
kda_gate_act_bf16_dt_f32:
	s_mov_b32 s12, s3
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_load_dword s3, s[0:1], 0x24
	s_load_dwordx2 s[14:15], s[0:1], 0x28
	s_ashr_i32 s13, s12, 31
	s_ashr_i32 s16, s2, 31
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v3, s9
	s_lshl_b64 s[8:9], s[12:13], 7
	v_or_b32_e32 v4, s8, v0
	v_mov_b32_e32 v5, s9
	s_mul_hi_u32 s8, s14, s2
	s_mul_i32 s9, s14, s16
	s_add_i32 s8, s8, s9
	s_mul_i32 s9, s15, s2
	s_add_i32 s9, s8, s9
	s_mul_i32 s8, s14, s2
	s_mul_hi_i32 s14, s3, s2
	s_mul_i32 s3, s3, s2
	s_add_u32 s2, s3, s12
	s_addc_u32 s3, s14, s13
	s_lshl_b64 s[12:13], s[12:13], 2
	s_add_u32 s12, s6, s12
	s_addc_u32 s13, s7, s13
	s_lshl_b64 s[6:7], s[8:9], 1
	s_add_u32 s4, s4, s6
	s_addc_u32 s5, s5, s7
	v_lshl_add_u64 v[2:3], v[4:5], 2, v[2:3]
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[4:5]
	global_load_ushort v8, v[4:5], off
	global_load_dword v9, v[2:3], off
	s_load_dwordx4 s[4:7], s[0:1], 0x30
	v_mov_b32_e32 v10, 0xc2d00000
	s_mov_b32 s9, 0x42b20000
	v_mov_b32_e32 v11, 0x42b20000
	v_mov_b32_e32 v12, 0x4b400000
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v1, s[0:1], s5, s5, 1.0
	v_rcp_f32_e32 v17, v1
	s_load_dword s0, s[12:13], 0x0
	v_div_scale_f32 v3, vcc, 1.0, s5, 1.0
	v_fma_f32 v4, -v1, v17, 1.0
	v_fmac_f32_e32 v17, v4, v17
	v_mul_f32_e32 v18, v3, v17
	v_fma_f32 v4, -v1, v18, v3
	v_fmac_f32_e32 v18, v4, v17
	v_fma_f32 v19, -v1, v18, v3
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s0
	v_cmp_nlt_f32_e64 s[0:1], s0, v10
	v_mov_b32_e32 v13, 0x3ab60b61
	v_mov_b32_e32 v2, -1.0
	v_cndmask_b32_e64 v1, v10, v1, s[0:1]
	v_cmp_nlt_f32_e64 s[0:1], s9, v1
	s_mov_b32 s8, 0xc2d00000
	s_cmp_eq_u32 s4, 0
	v_cndmask_b32_e64 v3, v11, v1, s[0:1]
	v_fmamk_f32 v1, v3, 0x3fb8aa3b, v12
	v_add_f32_e32 v1, 0xcb400000, v1
	v_fmac_f32_e32 v3, 0xbf317218, v1
	v_mul_f32_e32 v5, 0x3102e308, v1
	v_cmp_o_f32_e64 s[0:1], v1, v1
	v_mov_b32_e32 v14, 0x3c088889
	v_mov_b32_e32 v15, 0x3d2aaaab
	v_cndmask_b32_e64 v4, 0, v1, s[0:1]
	v_add_f32_e32 v1, v3, v5
	v_cvt_i32_f32_e32 v4, v4
	v_fmamk_f32 v20, v1, 0x39500d01, v13
	v_pk_add_f32 v[6:7], v[0:1], v[2:3] neg_lo:[0,1] neg_hi:[0,1]
	v_fmaak_f32 v3, v20, v1, 0x3c088889
	v_fmaak_f32 v3, v3, v1, 0x3d2aaaab
	v_fmaak_f32 v3, v3, v1, 0x3e2aaaab
	v_mul_f32_e32 v21, v1, v1
	v_ashrrev_i32_e32 v6, 1, v4
	v_fma_f32 v3, v3, v1, 0.5
	v_sub_u32_e32 v4, v4, v6
	v_lshlrev_b32_e32 v6, 23, v6
	v_mul_f32_e32 v3, v21, v3
	v_add_u32_e32 v20, 1.0, v6
	v_lshlrev_b32_e32 v6, 23, v4
	v_add_f32_e32 v4, v1, v3
	v_add_f32_e32 v22, 1.0, v4
	v_add_u32_e32 v21, 1.0, v6
	v_sub_f32_e32 v1, v4, v1
	v_add_f32_e32 v6, -1.0, v22
	v_sub_f32_e32 v1, v3, v1
	v_pk_add_f32 v[4:5], v[4:5], v[6:7] neg_lo:[0,1] neg_hi:[0,1]
	s_mov_b32 s0, 0x800000
	v_add_f32_e32 v1, v5, v1
	v_add_f32_e32 v1, v4, v1
	v_add_f32_e32 v1, v22, v1
	v_mul_f32_e32 v1, v1, v20
	v_mul_f32_e32 v20, v1, v21
	v_mov_b32_e32 v16, 0x3e2aaaab
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v1, 16, v8
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v21, v9, v1
	v_div_fmas_f32 v1, v19, v17, v18
	v_mul_f32_e32 v18, s5, v21
	v_cmp_ngt_f32_e32 vcc, s8, v18
	v_div_fixup_f32 v17, v1, s5, 1.0
	s_nop 0
	v_cndmask_b32_e32 v1, v10, v18, vcc
	v_cmp_nlt_f32_e32 vcc, s9, v1
	s_nop 1
	v_cndmask_b32_e32 v3, v11, v1, vcc
	v_fmamk_f32 v1, v3, 0x3fb8aa3b, v12
	v_add_f32_e32 v19, 0xcb400000, v1
	v_fmac_f32_e32 v3, 0xbf317218, v19
	v_mul_f32_e32 v5, 0x3102e308, v19
	v_add_f32_e32 v1, v3, v5
	v_fmamk_f32 v4, v1, 0x39500d01, v13
	v_fmaak_f32 v4, v4, v1, 0x3c088889
	v_fmaak_f32 v4, v4, v1, 0x3d2aaaab
	v_fmaak_f32 v4, v4, v1, 0x3e2aaaab
	v_fma_f32 v4, v4, v1, 0.5
	v_mul_f32_e32 v6, v1, v1
	v_mul_f32_e32 v6, v6, v4
	v_add_f32_e32 v4, v1, v6
	v_cmp_o_f32_e32 vcc, v19, v19
	v_sub_f32_e32 v7, v4, v1
	v_pk_add_f32 v[8:9], v[0:1], v[2:3] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v19, vcc
	v_add_f32_e32 v23, 1.0, v4
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v22, v6, v7
	v_add_f32_e32 v6, -1.0, v23
	v_mov_b32_e32 v7, v9
	v_pk_add_f32 v[4:5], v[4:5], v[6:7] neg_lo:[0,1] neg_hi:[0,1]
	s_nop 0
	v_add_f32_e32 v3, v5, v22
	v_add_f32_e32 v3, v4, v3
	v_ashrrev_i32_e32 v4, 1, v1
	v_add_f32_e32 v3, v23, v3
	v_sub_u32_e32 v1, v1, v4
	v_lshl_add_u32 v4, v4, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v3, v3, v4
	v_mul_f32_e32 v1, v3, v1
	v_add_f32_e32 v1, 1.0, v1
	v_mul_f32_e32 v3, 0x4b000000, v1
	v_cmp_gt_f32_e32 vcc, s0, v1
	v_not_b32_e32 v4, 22
	s_nop 0
	v_cndmask_b32_e32 v3, v1, v3, vcc
	v_add_u32_e32 v5, 0xc0cafb0d, v3
	v_and_b32_e32 v6, 0xff800000, v5
	v_sub_u32_e32 v3, v3, v6
	v_add_f32_e32 v3, -1.0, v3
	v_add_f32_e32 v6, 2.0, v3
	v_div_scale_f32 v7, s[0:1], v6, v6, v3
	v_rcp_f32_e32 v8, v7
	v_cndmask_b32_e32 v4, 0, v4, vcc
	v_ashrrev_i32_e32 v5, 23, v5
	v_add_u32_e32 v4, v5, v4
	v_fma_f32 v5, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v5, v8
	v_div_scale_f32 v5, vcc, v3, v6, v3
	v_mul_f32_e32 v9, v5, v8
	v_fma_f32 v19, -v7, v9, v5
	v_fmac_f32_e32 v9, v19, v8
	v_fma_f32 v5, -v7, v9, v5
	v_div_fmas_f32 v5, v5, v8, v9
	v_div_fixup_f32 v5, v5, v6, v3
	v_mul_f32_e32 v6, v5, v5
	v_mov_b32_e32 v7, 0x3e638e39
	v_fmac_f32_e32 v7, 0x3e3a2e8c, v6
	v_fmaak_f32 v7, v7, v6, 0x3e924925
	v_fmaak_f32 v7, v7, v6, 0x3ecccccd
	v_cvt_f32_i32_e32 v4, v4
	v_fmaak_f32 v7, v7, v6, 0x3f2aaaab
	v_mul_f32_e32 v6, v6, v7
	v_sub_f32_e32 v6, v3, v6
	v_fma_f32 v3, -v5, v6, v3
	v_fmamk_f32 v3, v4, 0xb102e308, v3
	v_fmamk_f32 v3, v4, 0x3f317218, v3
	v_mov_b32_e32 v4, 0xff800000
	v_cmp_neq_f32_e32 vcc, 0, v1
	s_mov_b32 s0, 0x7f800000
	s_nop 0
	v_cndmask_b32_e32 v3, v4, v3, vcc
	v_mov_b32_e32 v4, 0x7f800000
	v_cmp_neq_f32_e32 vcc, s0, v1
	s_nop 1
	v_cndmask_b32_e32 v3, v4, v3, vcc
	v_mov_b32_e32 v4, 0x7fc00000
	v_cmp_ngt_f32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v3, v4, v3, vcc
	v_cmp_u_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v3, v1, vcc
	v_mul_f32_e32 v17, v17, v1
	v_mul_f32_e32 v1, v21, v20
	v_sub_f32_e32 v3, 0, v1
	v_cmp_nlt_f32_e64 vcc, -v1, s8
	s_nop 1
	v_cndmask_b32_e32 v1, v10, v3, vcc
	v_cmp_nlt_f32_e32 vcc, s9, v1
	s_nop 1
	v_cndmask_b32_e32 v3, v11, v1, vcc
	v_fmamk_f32 v1, v3, 0x3fb8aa3b, v12
	v_add_f32_e32 v19, 0xcb400000, v1
	v_fmac_f32_e32 v3, 0xbf317218, v19
	v_mul_f32_e32 v5, 0x3102e308, v19
	v_add_f32_e32 v1, v3, v5
	v_fmamk_f32 v4, v1, 0x39500d01, v13
	v_fmaak_f32 v4, v4, v1, 0x3c088889
	v_fmaak_f32 v4, v4, v1, 0x3d2aaaab
	v_fmaak_f32 v4, v4, v1, 0x3e2aaaab
	v_fma_f32 v4, v4, v1, 0.5
	v_mul_f32_e32 v6, v1, v1
	v_mul_f32_e32 v6, v6, v4
	v_add_f32_e32 v4, v1, v6
	v_cmp_o_f32_e32 vcc, v19, v19
	v_sub_f32_e32 v7, v4, v1
	v_pk_add_f32 v[8:9], v[0:1], v[2:3] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v19, vcc
	v_add_f32_e32 v23, 1.0, v4
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v22, v6, v7
	v_add_f32_e32 v6, -1.0, v23
	v_mov_b32_e32 v7, v9
	v_pk_add_f32 v[4:5], v[4:5], v[6:7] neg_lo:[0,1] neg_hi:[0,1]
	v_cmp_ge_f32_e32 vcc, s6, v18
	v_add_f32_e32 v3, v5, v22
	v_add_f32_e32 v3, v4, v3
	v_ashrrev_i32_e32 v4, 1, v1
	v_add_f32_e32 v3, v23, v3
	v_sub_u32_e32 v1, v1, v4
	v_lshl_add_u32 v4, v4, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v3, v3, v4
	v_mul_f32_e32 v1, v3, v1
	v_add_f32_e32 v1, 1.0, v1
	v_div_scale_f32 v3, s[0:1], v1, v1, 1.0
	v_rcp_f32_e32 v4, v3
	v_cndmask_b32_e32 v5, v21, v17, vcc
	v_mul_f32_e64 v5, -v20, v5
	v_fma_f32 v6, -v3, v4, 1.0
	v_fmac_f32_e32 v4, v6, v4
	v_div_scale_f32 v6, vcc, 1.0, v1, 1.0
	v_mul_f32_e32 v7, v6, v4
	v_fma_f32 v8, -v3, v7, v6
	v_fmac_f32_e32 v7, v8, v4
	v_fma_f32 v3, -v3, v7, v6
	v_div_fmas_f32 v3, v3, v4, v7
	v_div_fixup_f32 v1, v3, v1, 1.0
	v_mul_f32_e32 v1, s7, v1
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v1, v1, v5, vcc
	v_cmp_ngt_f32_e32 vcc, s8, v1
	s_lshl_b64 s[0:1], s[2:3], 9
	s_add_u32 s0, s10, s0
	v_cndmask_b32_e32 v1, v10, v1, vcc
	v_cmp_nlt_f32_e32 vcc, s9, v1
	s_addc_u32 s1, s11, s1
	s_nop 0
	v_cndmask_b32_e32 v3, v11, v1, vcc
	v_fmac_f32_e32 v12, 0x3fb8aa3b, v3
	v_add_f32_e32 v8, 0xcb400000, v12
	v_fmac_f32_e32 v3, 0xbf317218, v8
	v_mul_f32_e32 v5, 0x3102e308, v8
	v_add_f32_e32 v1, v3, v5
	v_fmac_f32_e32 v13, 0x39500d01, v1
	v_fmac_f32_e32 v14, v13, v1
	v_fmac_f32_e32 v15, v14, v1
	v_fmac_f32_e32 v16, v15, v1
	v_fma_f32 v4, v16, v1, 0.5
	v_mul_f32_e32 v6, v1, v1
	v_mul_f32_e32 v6, v6, v4
	v_add_f32_e32 v4, v1, v6
	v_cmp_o_f32_e32 vcc, v8, v8
	v_sub_f32_e32 v7, v4, v1
	v_pk_add_f32 v[2:3], v[0:1], v[2:3] neg_lo:[0,1] neg_hi:[0,1]
	v_cndmask_b32_e32 v1, 0, v8, vcc
	v_add_f32_e32 v10, 1.0, v4
	v_cvt_i32_f32_e32 v1, v1
	v_sub_f32_e32 v9, v6, v7
	v_add_f32_e32 v6, -1.0, v10
	v_mov_b32_e32 v7, v3
	v_pk_add_f32 v[2:3], v[4:5], v[6:7] neg_lo:[0,1] neg_hi:[0,1]
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_f32_e32 v3, v3, v9
	v_add_f32_e32 v2, v2, v3
	v_ashrrev_i32_e32 v3, 1, v1
	v_add_f32_e32 v2, v10, v2
	v_sub_u32_e32 v1, v1, v3
	v_lshl_add_u32 v3, v3, 23, 1.0
	v_lshl_add_u32 v1, v1, 23, 1.0
	v_mul_f32_e32 v2, v2, v3
	v_mul_f32_e32 v1, v2, v1
	global_store_dword v0, v1, s[0:1]
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
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 17
		.amdhsa_accum_offset 24
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

	.set kda_gate_act_bf16_dt_f32.num_vgpr, 24
	.set kda_gate_act_bf16_dt_f32.num_agpr, 0
	.set kda_gate_act_bf16_dt_f32.numbered_sgpr, 17
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
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         kda_gate_act_bf16_dt_f32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
